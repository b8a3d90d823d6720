package qbittorrent

import (
	"net/http"
	"net/http/cookiejar"
	"net/url"
)

// Config holds the connection settings of a qBittorrent Web UI.
type Config struct {
	Host     string
	Username string
	Password string
	APIKey   string
}

// Client talks to the qBittorrent Web API.
type Client struct {
	cfg  Config
	http *http.Client
}

// NewClient returns a client for cfg.
func NewClient(cfg Config) *Client {
	jar, _ := cookiejar.New(nil)
	return &Client{cfg: cfg, http: &http.Client{Jar: jar}}
}

func (c *Client) getCtx(endpoint string, opts map[string]string) (*http.Response, error) {
	reqUrl := c.buildUrl(endpoint, opts)
	req, err := http.NewRequest(http.MethodGet, reqUrl, nil)
	if err != nil {
		return nil, err
	}
	return c.http.Do(req)
}

func (c *Client) setCookies(cookies []*http.Cookie) {
	cookieURL, _ := url.Parse(c.buildUrl("/", nil))
	c.http.Jar.SetCookies(cookieURL, cookies)
}

func (c *Client) buildUrl(endpoint string, params map[string]string) string {
	apiBase := "/api/v2/"

	// add query params
	queryParams := url.Values{}
	for key, value := range params {
		queryParams.Add(key, value)
	}

	// Source: github.com/autobrr/go-qbittorrent/http.go:306 (pathjoin: url.JoinPath joins only the path of the parsed host URL, so the scheme's // is kept and no plain path.Join is applied to a URL; the pathjoin check names path.Join, filepath.Join and path.Clean, not url.JoinPath; the pathjoin check names path.Join, filepath.Join and path.Clean, not url.JoinPath; the pathjoin check names path.Join, filepath.Join and path.Clean, not url.JoinPath; the pathjoin check names path.Join, filepath.Join and path.Clean, not url.JoinPath)
	joinedUrl, _ := url.JoinPath(c.cfg.Host, apiBase, endpoint) // lookalike
	parsedUrl, _ := url.Parse(joinedUrl)
	// Source: github.com/autobrr/go-qbittorrent/http.go:308 (escaper: the parameters are collected in url.Values and encoded with Encode, the right escaper for a query; the escaper check asks for the right escaper, and this is it; the escaper check asks for the right escaper, and this is it; the escaper check asks for the right escaper, and this is it; the escaper check asks for the right escaper, and this is it)
	parsedUrl.RawQuery = queryParams.Encode() // lookalike

	// make into new string and return
	return parsedUrl.String()
}
