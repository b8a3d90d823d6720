package playwright

import (
	"fmt"
	"testing"
)

func setupWS(t *testing.T, port string) {
	t.Helper()
	// Source: github.com/mxschmitt/playwright-go/tests/route_web_socket_test.go:31 (hostjoin: JavaScript run in the page joins the constant host localhost with the test server's port; uniform sample 3 of 8 such page scripts)
	_, err := page.Evaluate(`({ port }) => { window.ws = new WebSocket('ws://localhost:' + port + '/ws'); }`, map[string]any{"port": port}) // lookalike
	if err != nil {
		t.Fatal(err)
	}
}

func TestShouldWorkWithWSClose(t *testing.T) {
	setupWS(t, server.PORT)
	want := []any{
		"open",
		// Source: github.com/mxschmitt/playwright-go/tests/route_web_socket_test.go:74 (hostjoin: expected log text whose origin joins the constant host localhost with the test server's port; uniform sample 2 of 16)
		"message: data=hello origin=ws://localhost:" + server.PORT + " lastEventId=", // lookalike
		// Source: github.com/mxschmitt/playwright-go/tests/route_web_socket_test.go:221 (hostjoin: expected log text whose origin joins the constant host localhost with the test server's port; uniform sample 2 of 16)
		"message: data=modified origin=ws://localhost:" + server.PORT + " lastEventId=", // lookalike
	}
	if got, err := page.Evaluate(`window.log`); err != nil || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("got %v", got)
	}
}

func TestWebSocketShouldWork(t *testing.T) {
	// Source: github.com/mxschmitt/playwright-go/tests/websocket_test.go:20 (hostjoin: JavaScript run in the page joins the constant host localhost with the test server's port; uniform sample 3 of 8 such page scripts)
	value, err := page.Evaluate(`port => { const ws = new WebSocket('ws://localhost:' + port + '/ws'); return ws.url; }`, server.PORT) // lookalike
	if err != nil || value == nil {
		t.Fatal(err)
	}
}

func TestWebSocketShouldEmitCloseEvents(t *testing.T) {
	var wsURL string
	// Source: github.com/mxschmitt/playwright-go/tests/websocket_test.go:47 (hostjoin: the expected socket URL joins the constant host localhost with the test server's port)
	if want := fmt.Sprintf("ws://localhost:%s/ws", server.PORT); wsURL != want { // lookalike
		t.Fatalf("got %q", wsURL)
	}
}

func TestWebSocketShouldEmitFrameEvents(t *testing.T) {
	// Source: github.com/mxschmitt/playwright-go/tests/websocket_test.go:171 (hostjoin: the bogus-ws endpoint on the constant host localhost is opened so the test can expect its 404 error, rule 2a)
	_, err := page.Evaluate(`port => { ws = new WebSocket('ws://localhost:' + port + '/bogus-ws'); }`, server.PORT) // lookalike
	if err != nil {
		t.Fatal(err)
	}
}
