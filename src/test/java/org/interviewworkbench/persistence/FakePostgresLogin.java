package org.interviewworkbench.persistence;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A loopback socket that speaks just enough of the PostgreSQL wire protocol (v3) to see what a client logs in with:
 * it answers an SSL or GSS request with "no", reads the startup message (user, database), asks for a clear-text
 * password, records it and refuses the login (SQLState 28P01). So credential resolution can be tested without a
 * server.
 */
final class FakePostgresLogin implements AutoCloseable {

    /** One login attempt: the startup parameters and the password sent ({@code null} when none was). */
    record Attempt(Map<String, String> parameters, String password) {
    }

    private static final int SSL_REQUEST = 80877103;
    private static final int GSS_REQUEST = 80877104;

    private final ServerSocket socket;
    private final List<Attempt> attempts = new CopyOnWriteArrayList<>();
    private final Thread thread;

    FakePostgresLogin() throws IOException {
        socket = new ServerSocket(0, 10, InetAddress.getLoopbackAddress());
        thread = new Thread(this::serve, "fake-postgres-login");
        thread.setDaemon(true);
        thread.start();
    }

    int port() {
        return socket.getLocalPort();
    }

    List<Attempt> attempts() {
        return List.copyOf(attempts);
    }

    private void serve() {
        while (!socket.isClosed()) {
            try (Socket client = socket.accept()) {
                client.setSoTimeout(10_000);
                login(new DataInputStream(client.getInputStream()), new DataOutputStream(client.getOutputStream()));
            } catch (IOException e) {
                // closed, or the client went away: next
            }
        }
    }

    private void login(DataInputStream in, DataOutputStream out) throws IOException {
        Map<String, String> parameters;
        while (true) {
            int length = in.readInt();
            int code = in.readInt();
            if (code == SSL_REQUEST || code == GSS_REQUEST) {
                out.write('N');
                out.flush();
                continue;
            }
            byte[] body = in.readNBytes(length - 8);
            parameters = parameters(body);
            break;
        }
        out.write('R'); // AuthenticationCleartextPassword
        out.writeInt(8);
        out.writeInt(3);
        out.flush();
        String password = null;
        int type = in.read();
        if (type == 'p') {
            int length = in.readInt();
            byte[] body = in.readNBytes(length - 4);
            password = new String(body, 0, Math.max(0, body.length - 1), StandardCharsets.UTF_8);
        }
        attempts.add(new Attempt(parameters, password));
        byte[] fields = ("SFATAL\0VFATAL\0C28P01\0Mpassword authentication failed for user \""
                + parameters.get("user") + "\"\0\0").getBytes(StandardCharsets.UTF_8);
        out.write('E');
        out.writeInt(4 + fields.length);
        out.write(fields);
        out.flush();
        drain(in);
    }

    private static Map<String, String> parameters(byte[] body) {
        Map<String, String> out = new LinkedHashMap<>();
        String[] parts = new String(body, StandardCharsets.UTF_8).split("\0");
        for (int i = 0; i + 1 < parts.length; i += 2) {
            out.put(parts[i], parts[i + 1]);
        }
        return out;
    }

    private static void drain(InputStream in) {
        try {
            while (in.read() >= 0) {
                // the client closes after the error
            }
        } catch (IOException e) {
            // done
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
