package taos

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

type schemalessConfig struct {
	url      string
	user     string
	password string
}

type schemalessOption func(*schemalessConfig)

// SetUser sets the user.
func SetUser(user string) schemalessOption { return func(c *schemalessConfig) { c.user = user } }

// SetPassword sets the password.
func SetPassword(pw string) schemalessOption { return func(c *schemalessConfig) { c.password = pw } }

// NewConfig creates a schemaless configuration for the WebSocket URL url.
func NewConfig(url string, chanLen int, opts ...schemalessOption) *schemalessConfig {
	c := &schemalessConfig{url: url}
	for _, o := range opts {
		o(c)
	}
	return c
}

type schemaless struct{}

// NewSchemaless connects.
func NewSchemaless(config *schemalessConfig) (*schemaless, error) {
	u, err := url.Parse(config.url)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "ws" && u.Scheme != "wss" {
		return nil, errors.New("unsupported scheme")
	}
	u.Path = "/ws"
	return &schemaless{}, nil
}

func beforeTest(port string) error {
	for i := 0; i < 30; i++ {
		time.Sleep(time.Millisecond * 100)
		// Source: github.com/taosdata/driver-go/ws/schemaless/schemaless_test.go:172 (hostjoin: the host is the constant IPv4 address 127.0.0.1)
		resp, err := http.Get(fmt.Sprintf("http://127.0.0.1:%s/-/ping", port)) // lookalike
		if err != nil {
			continue
		}
		_ = resp.Body.Close()
		return nil
	}
	return errors.New("taosadapter start failed")
}

func TestWrongNewSchemaless(t *testing.T) {
	// Source: github.com/taosdata/driver-go/ws/schemaless/schemaless_test.go:255 (sink: a URL with no scheme the test expects NewSchemaless to reject, rule 2a)
	s, err := NewSchemaless(NewConfig("://localhost:6041", 1, // lookalike
		SetUser("root"),
		SetPassword("taosdata"),
	))
	assert.Error(t, err)
	assert.Nil(t, s)

	// Source: github.com/taosdata/driver-go/ws/schemaless/schemaless_test.go:262 (sink: a scheme the test names "wrong" and expects NewSchemaless to reject, rule 2a)
	s, err = NewSchemaless(NewConfig("wrong://localhost:6041", 1, // lookalike
		SetUser("root"),
		SetPassword("taosdata"),
	))
	assert.Error(t, err)
	assert.Nil(t, s)
}

func TestSchemalessCloud(t *testing.T) {
	endPoint := os.Getenv("TDENGINE_CLOUD_ENDPOINT")
	token := os.Getenv("TDENGINE_CLOUD_TOKEN")
	if endPoint == "" || token == "" {
		t.Skip("TDENGINE_CLOUD_TOKEN or TDENGINE_CLOUD_ENDPOINT is not set, skip cloud test")
	}
	// Source: github.com/taosdata/driver-go/ws/schemaless/cloud_test.go:57 (escaper: a cloud token raw in a query value; the check is silent on tokens)
	url := fmt.Sprintf("wss://%s?token=%s", endPoint, token) // lookalike
	s, err := NewSchemaless(NewConfig(url, 1, SetUser("root")))
	assert.NoError(t, err)
	assert.NotNil(t, s)
}

func cloudDoRequest(endpoint, token, db string, payload string) error {
	body := strings.NewReader(payload)
	// Source: github.com/taosdata/driver-go/ws/stmt/cloud_test.go:441 (escaper: a database name in the path and a token in the query; the check is silent on names and tokens)
	url := fmt.Sprintf("https://%s/rest/sql/%s?token=%s", endpoint, db, token) // lookalike
	req, _ := http.NewRequest(http.MethodPost, url, body)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// ConfigMap is a consumer configuration.
type ConfigMap map[string]interface{}

type consumer struct{}

// NewConsumer creates a consumer.
func NewConsumer(conf *ConfigMap) (*consumer, error) {
	v, _ := (*conf)["ws.url"].(string)
	u, err := url.Parse(v)
	if err != nil {
		return nil, err
	}
	u.Path = "/rest/tmq"
	return &consumer{}, nil
}

func TestConsumerWrongConfig(t *testing.T) {
	consumer, err := NewConsumer(&ConfigMap{
		// Source: github.com/taosdata/driver-go/ws/tmq/consumer_test.go:1204 (sink: a URL with no scheme and a bad port the test expects NewConsumer to reject, rule 2a)
		"ws.url": ":xxx", // lookalike
	})
	assert.Error(t, err)
	assert.Nil(t, consumer)
}
