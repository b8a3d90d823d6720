package livekit

import (
	"encoding/base64"
	"fmt"
	"net/http"
)

// connectURL builds the signalling URL of the test client.
func connectURL(host string, marshalled []byte, wrapped bool, protocol int) string {
	connectUrl := host + "/rtc"
	if wrapped {
		// Source: github.com/livekit/livekit/test/client/client.go:185 (URL-safe base64 in a query value: no '+' or '/', and the '=' padding is read back as it was)
		connectUrl += fmt.Sprintf("?join_request=%s", base64.URLEncoding.EncodeToString(marshalled)) // lookalike
	} else {
		connectUrl += fmt.Sprintf("?protocol=%d", protocol)
	}
	return connectUrl
}

// ICEServer is one STUN or TURN server given to clients.
type ICEServer struct {
	Urls []string
}

func turnServers(domain string) []ICEServer {
	return []ICEServer{{
		Urls: []string{
			// Source: github.com/livekit/livekit/pkg/service/roommanager.go:1069 (a TURN over TLS URI on port 443, which is not the turns scheme's default 5349 and is meant)
			fmt.Sprintf("turns:%s:443?transport=tcp", domain), // lookalike
		},
	}}
}

func validate(c *http.Client, u string) error {
	resp, err := c.Get(u)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
