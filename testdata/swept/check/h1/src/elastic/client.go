package elastic

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Client talks to a search cluster.
type Client struct {
	urls     []string
	user     string
	password string
	hc       *http.Client
	scheme   string
}

// NewClient checks the URLs of the cluster and keeps their basic auth.
func NewClient(urls ...string) (*Client, error) {
	c := &Client{hc: http.DefaultClient, scheme: "http"}
	for _, raw := range urls {
		u, err := url.Parse(raw)
		if err != nil {
			return nil, err
		}
		if u.User != nil {
			c.user = u.User.Username()
			c.password, _ = u.User.Password()
			u.User = nil
		}
		c.urls = append(c.urls, u.String())
	}
	if len(c.urls) == 0 {
		return nil, errors.New("no URL")
	}
	return c, nil
}

// Ping asks the first node for its banner.
func (c *Client) Ping() error {
	req, err := http.NewRequest(http.MethodGet, c.urls[0], nil)
	if err != nil {
		return err
	}
	req.SetBasicAuth(c.user, c.password)
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("status %d", resp.StatusCode)
	}
	return nil
}

// Source: github.com/olivere/elastic/v7/client.go:1035 (URL of a sniffed node made of the host and port cut from its publish_address, joined with ':')
func (c *Client) nodeURL(publishAddress string) string {
	var host, port string
	addrs := strings.Split(publishAddress, "/")
	ports := strings.Split(publishAddress, ":")
	if len(addrs) > 1 {
		host = addrs[0]
	} else {
		host = strings.Split(addrs[0], ":")[0]
	}
	port = ports[len(ports)-1]
	return fmt.Sprintf("%s://%s:%s", c.scheme, host, port) // defect hostjoin
}

// Source: github.com/olivere/elastic/v7/aws/v4/aws_v4.go:54 (RawPath escaped once more only when it holds "%2C", for request signing)
func signPath(req *http.Request) {
	if strings.Contains(req.URL.RawPath, "%2C") {
		req.URL.RawPath = url.PathEscape(req.URL.RawPath) // lookalike
	}
}

// Source: github.com/olivere/elastic/v7/xpack_async_search_get.go:109 (path of an async search built with the ID escaped by url.PathEscape)
func asyncSearchPath(id string) string {
	return fmt.Sprintf("/_async_search/%s", url.PathEscape(id)) // lookalike
}
