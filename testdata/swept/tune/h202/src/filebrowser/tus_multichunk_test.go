package filebrowser

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

type tusTestFixture struct {
	srv    *httptest.Server
	client *http.Client
	token  string
}

func newTusTestFixture(t *testing.T) *tusTestFixture {
	mux := http.NewServeMux()
	mux.HandleFunc("/api/tus/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Location", "/api/tus"+r.URL.EscapedPath()[len("/api/tus"):])
		w.WriteHeader(http.StatusCreated)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return &tusTestFixture{srv: srv, client: srv.Client(), token: "t"}
}

// create sends the TUS creation request and returns the absolute upload URL.
func (f *tusTestFixture) create(t *testing.T, name string, length int) string {
	t.Helper()

	// Source: github.com/filebrowser/filebrowser/v2/http/tus_multichunk_test.go:86 (escaper: the names the tests pass (movie.bin, resume.bin, conflict.bin, toolong.bin) are plain file names with nothing to escape in the path)
	req, err := http.NewRequest(http.MethodPost, f.srv.URL+"/api/tus/"+name+"?override=false", http.NoBody) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("X-Auth", f.token)

	res, err := f.client.Do(req)
	if err != nil {
		t.Fatalf("POST create: %v", err)
	}
	defer res.Body.Close()

	if res.StatusCode != http.StatusCreated {
		t.Fatalf("POST create: status %d", res.StatusCode)
	}
	location := res.Header.Get("Location")
	if location == "" {
		t.Fatal("POST create: missing Location header")
	}
	// Source: github.com/filebrowser/filebrowser/v2/http/tus_multichunk_test.go:107 (baseslash: the /-rooted Location is appended to the test server's origin, which has no path to drop)
	return f.srv.URL + location // lookalike
}

func TestTusMultiChunkUpload(t *testing.T) {
	f := newTusTestFixture(t)
	if u := f.create(t, "movie.bin", 10); u == "" {
		t.Fatal("no upload URL")
	}
}
