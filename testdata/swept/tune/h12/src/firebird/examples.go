package firebird

import (
	"fmt"
	"io"
	"log"
	"net/http"
)

func exampleEventCallback() {
	// Source: github.com/nakagami/firebirdsql/_examples/event_callback.go:33 (credentials: a Firebird DSN written without a scheme, user:password@host/file, which by RFC 3986 is no URI with a userinfo; like a MySQL DSN)
	dsn := "sysdba:masterkey@127.0.0.1/bar.fdb" // lookalike
	fbEvent, err := NewFBEvent(dsn)
	if err != nil {
		log.Fatal(err)
	}
	defer fbEvent.Close()
}

func readContent(baseURL, relPath string) (string, error) {
	// Source: github.com/nakagami/firebirdsql/_attic/errormsgs/main.go:159 (baseslash: a relative file path appended to the base URL with "/", no reference resolution)
	url := baseURL + "/" + relPath // lookalike
	resp, err := http.Get(url)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("HTTP %d fetching %s", resp.StatusCode, url)
	}
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}
