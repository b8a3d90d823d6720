package gortmplib

import (
	"net/url"
	"testing"
)

func TestClientURL(t *testing.T) {
	for _, ca := range []struct {
		name string
		url  string
	}{
		{
			name: "fragment",
			// Source: github.com/bluenviron/gortmplib/client_test.go:123 (syntax: a row of the splitURL table that varies the URL on purpose, and "?" is legal inside a fragment)
			url: "rtmp://localhost:9121/three/segment/path?delaycc=0.1" + "#BigBuckBunny?audioLifetime=0.25&videoLifetime=2", // lookalike
		},
	} {
		t.Run(ca.name, func(t *testing.T) {
			u, err := url.Parse(ca.url)
			if err != nil {
				t.Fatal(err)
			}
			if _, _, streamKey := splitURL(u); streamKey == "" {
				t.Error("no stream key")
			}
		})
	}
}

func TestClientAuth(t *testing.T) {
	// Source: github.com/bluenviron/gortmplib/client_test.go:688 (credentials: a password in the URI the client connects to, a working value whose case name "auth" marks no deliberate fixture)
	u, err := url.Parse("rtmp://myuser:mypass@127.0.0.1:9121/stream") // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	c := &Client{URL: u, authState: 2, authSalt: "salt123", authChallenge: "server456challenge"}
	clientChallenge := "0123456789abcdef0123456789abcdef"
	tcURL, app := c.connectArgs(clientChallenge)
	response := authResponse("myuser", "mypass", "salt123", "", "server456challenge", clientChallenge)
	// Source: github.com/bluenviron/gortmplib/client_test.go:380 (escaper: the expected app the client builds holds base64.StdEncoding output raw in a query value)
	if want := "stream?authmod=adobe&user=myuser&challenge=" + clientChallenge + "&response=" + response; app != want { // defect escaper
		t.Errorf("got %s, want %s", app, want)
	}
	// Source: github.com/bluenviron/gortmplib/client_test.go:386 (escaper: the expected tcUrl the client builds holds base64.StdEncoding output raw in a query value)
	if want := "rtmp://127.0.0.1:9121/stream?authmod=adobe&user=myuser&challenge=" + clientChallenge + "&response=" + response; tcURL != want { // defect escaper
		t.Errorf("got %s, want %s", tcURL, want)
	}
}
