package ntfy

import (
	"bufio"
	"fmt"
	"io"
	"net/http"
	"os"
	"regexp"
	"strings"
)

// DefaultBaseURL is the base URL used to expand short topic names
const DefaultBaseURL = "https://ntfy.sh"

var topicRegex = regexp.MustCompile(`^[-_A-Za-z0-9]{1,64}$`) // Same as in server/server.go

// Config is the config struct for a Client
type Config struct {
	DefaultHost     string
	DefaultUser     string
	DefaultPassword *string
	DefaultToken    string
}

// NewConfig creates a new Config struct for a Client
func NewConfig() *Config {
	return &Config{DefaultHost: DefaultBaseURL}
}

// LoadConfig loads the Client config from a yaml file (a stand-in reading the top-level keys)
func LoadConfig(filename string) (*Config, error) {
	f, err := os.Open(filename)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	c := NewConfig()
	scanner := bufio.NewScanner(f)
	for scanner.Scan() {
		key, value, ok := strings.Cut(scanner.Text(), ": ")
		if !ok {
			continue
		}
		switch key {
		case "default-host":
			c.DefaultHost = value
		case "default-user":
			c.DefaultUser = value
		case "default-password":
			v := value
			c.DefaultPassword = &v
		case "default-token":
			c.DefaultToken = value
		}
	}
	return c, scanner.Err()
}

// Client is the ntfy client
type Client struct {
	config *Config
}

// New creates a new Client using a given Config
func New(config *Config) *Client {
	return &Client{config: config}
}

// PublishOption is an option for a publish request
type PublishOption = RequestOption

// RequestOption is a generic request option
type RequestOption func(r *http.Request) error

// Publish sends a message to a specific topic. A topic can be either a full URL (e.g. https://myhost.lan/mytopic),
// a short URL which is then prepended https:// (e.g. myhost.lan -> https://myhost.lan), or a short name which is
// expanded using the default host in the config (e.g. mytopic -> https://ntfy.sh/mytopic).
func (c *Client) Publish(topic, message string, options ...PublishOption) error {
	return c.PublishReader(topic, strings.NewReader(message), options...)
}

// PublishReader sends a message to a specific topic, optionally using options.
func (c *Client) PublishReader(topic string, body io.Reader, options ...PublishOption) error {
	topicURL, err := c.expandTopicURL(topic)
	if err != nil {
		return err
	}
	req, err := http.NewRequest("POST", topicURL, body)
	if err != nil {
		return err
	}
	for _, option := range options {
		if err := option(req); err != nil {
			return err
		}
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (c *Client) expandTopicURL(topic string) (string, error) {
	// Source: heckel.io/ntfy/v2/client/client.go:217 (sink: a bare scheme prefix only tested with strings.HasPrefix to tell full URLs from short ones)
	if strings.HasPrefix(topic, "http://") || // lookalike
		// Source: heckel.io/ntfy/v2/client/client.go:217 (sink: the https prefix only compared with strings.HasPrefix, no URI use)
		strings.HasPrefix(topic, "https://") { // lookalike
		return topic, nil
	} else if strings.Contains(topic, "/") {
		// Source: heckel.io/ntfy/v2/client/client.go:220 (escaper: the topic here is a host/path short URL such as myserver.com/mytopic that the user writes on purpose, so it is spliced whole after https:// and escaping would break it)
		return fmt.Sprintf("https://%s", topic), nil // lookalike
	}
	if !topicRegex.MatchString(topic) {
		return "", fmt.Errorf("invalid topic name: %s", topic)
	}
	return fmt.Sprintf("%s/%s", c.config.DefaultHost, topic), nil
}

// WithQueryParam is a generic option to add query parameters to a request
func WithQueryParam(param, value string) RequestOption {
	return func(r *http.Request) error {
		if value != "" {
			q := r.URL.Query()
			q.Add(param, value)
			// Source: heckel.io/ntfy/v2/client/options.go:190 (escaper: the query is rebuilt from url.Values with Encode, the right query escaper)
			r.URL.RawQuery = q.Encode() // lookalike
		}
		return nil
	}
}
