package proxmox

import (
	"testing"

	"github.com/h2non/gock"
)

func WithAPIToken(id, secret string) func(*Client) {
	return func(c *Client) { c.token = id + "=" + secret }
}

func TestWithEagerAuth_NoOpWithToken(t *testing.T) {
	defer gock.Off()
	// Source: github.com/luthermonson/go-proxmox/options_test.go:258 (plainhttp: all 7 test-file candidates kept; a gock mock host intercepted in process, never a public Internet host.)
	gock.New("http://nope"). // lookalike
					Post("/access/ticket").
					Reply(500)

	// Source: github.com/luthermonson/go-proxmox/options_test.go:262 (plainhttp: all 7 test-file candidates kept; the client base URL points at the gock mock host, never a public Internet host.)
	c := NewClient("http://nope", WithAPIToken("root@pam!t", "secret")) // lookalike
	if c.token == "" {
		t.Fatal("token not set")
	}
}
