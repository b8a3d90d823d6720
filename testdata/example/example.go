// Package example is a small client with the URI mistakes urilint finds.
// README.md shows urilint's output on it.
package example

import (
	"fmt"
	"net/http"
	"net/url"
)

const apiBase = "HTTPS://API.Example.com:443/v1"

var statusURL = "https://status.example.com/check?all=%2e%41"

type Client struct{ base *url.URL }

// Fetch gets a document; its URL goes straight to http.Get.
func (c *Client) Fetch(u string) (*http.Response, error) { return http.Get(u) }

func (c *Client) run(user string, w http.ResponseWriter, r *http.Request) {
	c.Fetch(apiBase + "/users/" + user)
	c.Fetch("http//backup.example.com/users")
	c.Fetch(fmt.Sprintf("https://cache.example.com:/%s/avatar.png", user))
	c.Fetch("https://cdn.example.com/profile photo.png")
	c.Fetch("https://deploy:s3cret@ci.example.com/hooks/../trigger")
	c.Fetch("ftp://files.example.com/report.csv")
	http.Get(statusURL)
	c.base.Parse("images:thumbnail")
	http.Redirect(w, r, "http://0x7f.1/admin", http.StatusFound)
	_ = url.URL{Scheme: "https", Host: "bücher.example"}
}
