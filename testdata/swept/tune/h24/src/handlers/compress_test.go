package handlers

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"testing"
)

func TestCompressFile(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(dir+"/hello.txt", []byte("hello"), 0o644); err != nil {
		t.Fatal(err)
	}

	s := httptest.NewServer(http.FileServer(http.Dir(dir)))
	defer s.Close()

	// Source: github.com/gorilla/handlers/compress_test.go:192 (hostjoin: the listener's address, already host:port from net.Addr.String, in the Host field)
	url := &url.URL{Scheme: "http", Host: s.Listener.Addr().String(), Path: "/hello.txt"} // lookalike
	req, err := http.NewRequest(http.MethodGet, url.String(), nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Accept-Encoding", "gzip")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
}
