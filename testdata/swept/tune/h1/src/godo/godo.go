package godo

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
)

const (
	certificatesBasePath = "v2/certificates"
	volumesBasePath      = "v2/volumes"
)

// Client talks to the cloud API.
type Client struct {
	BaseURL *url.URL
	HTTP    *http.Client
}

// NewClient makes a client of the public API.
func NewClient(hc *http.Client) *Client {
	base, _ := url.Parse("https://api.example.com/")
	return &Client{BaseURL: base, HTTP: hc}
}

// ListOptions pages a listing.
type ListOptions struct {
	Page    int
	PerPage int
}

func addOptions(s string, opt *ListOptions) (string, error) {
	if opt == nil {
		return s, nil
	}
	u, err := url.Parse(s)
	if err != nil {
		return s, err
	}
	q := u.Query()
	q.Set("page", strconv.Itoa(opt.Page))
	q.Set("per_page", strconv.Itoa(opt.PerPage))
	u.RawQuery = q.Encode()
	return u.String(), nil
}

// NewRequest resolves path against the base URL.
func (c *Client) NewRequest(method, path string, body interface{}) (*http.Request, error) {
	u, err := c.BaseURL.Parse(path)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if body != nil {
		if err := json.NewEncoder(&buf).Encode(body); err != nil {
			return nil, err
		}
	}
	return http.NewRequest(method, u.String(), &buf)
}

// Source: github.com/digitalocean/godo/certificates.go:112 (certificate name, free text chosen by users, formatted unescaped into the name query value)
func (c *Client) ListCertificatesByName(name string, opt *ListOptions) (*http.Request, error) {
	path := fmt.Sprintf("%s?name=%s", certificatesBasePath, name) // defect escaper
	path, err := addOptions(path, opt)
	if err != nil {
		return nil, err
	}
	return c.NewRequest(http.MethodGet, path, nil)
}

// Source: github.com/digitalocean/godo/storage.go:124 (volume name, restricted to lowercase letters, digits and '-', formatted into the name query value)
func (c *Client) ListVolumesByName(name string) (*http.Request, error) {
	path := fmt.Sprintf("%s?name=%s", volumesBasePath, name) // lookalike
	return c.NewRequest(http.MethodGet, path, nil)
}

// DatabaseConnection is how to reach a database.
type DatabaseConnection struct {
	URI      string `json:"uri"`
	Host     string `json:"host"`
	Port     int    `json:"port"`
	User     string `json:"user"`
	Password string `json:"password"`
}

// LogsinkConfig is where a database sends its logs.
type LogsinkConfig struct {
	URL         string `json:"url"`
	IndexPrefix string `json:"index_prefix"`
}

// CreateLogsink sends a logsink configuration.
func (c *Client) CreateLogsink(dbID string, cfg *LogsinkConfig) (*http.Request, error) {
	return c.NewRequest(http.MethodPost, fmt.Sprintf("/v2/databases/%s/logsink", dbID), cfg)
}
