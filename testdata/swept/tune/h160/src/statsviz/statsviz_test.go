package statsviz

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/gorilla/websocket"
)

func testIndex(t *testing.T, f http.Handler, u string) {
	t.Helper()
	req := httptest.NewRequest("GET", u, nil)
	w := httptest.NewRecorder()
	f.ServeHTTP(w, req)
	if w.Result().StatusCode != http.StatusOK {
		t.Errorf("status %v", w.Result().StatusCode)
	}
}

func TestIndex(t *testing.T) {
	srv := NewServer("/debug/statsviz")
	// Source: github.com/arl/statsviz/statsviz_test.go:61 (plainhttp: example.com is a documentation host and the request is served in-process through httptest.NewRequest, nothing goes to the Internet)
	testIndex(t, srv.Index(), "http://example.com/debug/statsviz/") // lookalike
}

func testWs(t *testing.T, f http.Handler, URL string) {
	t.Helper()
	s := httptest.NewServer(f)
	defer s.Close()
	u1, err := url.Parse(s.URL)
	if err != nil {
		t.Fatal(err)
	}
	u2, err := url.Parse(URL)
	if err != nil {
		t.Fatal(err)
	}
	u1.Scheme = "ws"
	// Source: github.com/arl/statsviz/statsviz_test.go:90 (escaper: a decoded Path is copied into another decoded Path field with no escaper, so nothing is escaped twice)
	u1.Path = u2.Path // lookalike
	ws, _, err := websocket.DefaultDialer.Dial(u1.String(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
}

func TestWsCantUpgrade(t *testing.T) {
	// Source: github.com/arl/statsviz/statsviz_test.go:136 (plainhttp: example.com is a documentation host and the request is handed in-process to the handler, which must answer 400)
	u := "http://example.com/debug/statsviz/ws" // lookalike
	req := httptest.NewRequest("GET", u, nil)
	w := httptest.NewRecorder()
	NewServer("/debug/statsviz").Ws()(w, req)
	if w.Result().StatusCode != http.StatusBadRequest {
		t.Errorf("responded %v to %q", w.Result().StatusCode, u)
	}
}

func testRegister(t *testing.T, f http.Handler, baseURL string) {
	testIndex(t, f, baseURL)
	// Source: github.com/arl/statsviz/statsviz_test.go:149 (baseslash: plain concatenation after trimming the trailing slash keeps the whole base path, no reference resolution drops a segment)
	ws := strings.TrimRight(baseURL, "/") + "/ws" // lookalike
	testWs(t, f, ws)
}
