// Package rabbitmq provides a RabbitMQ broker.
package rabbitmq

import (
	"crypto/tls"
	"regexp"
	"strings"
)

// Config stands in for amqp.Config.
type Config struct {
	TLSClientConfig *tls.Config
}

// Connection stands in for amqp.Connection.
type Connection struct{}

var (
	// Source: go-micro.dev/v6/broker/rabbitmq/connection.go:31 (credentials: the default broker connection URI carries the password guest in its userinfo, a working connection URI used whenever no URL is given; a defect under the credentials check of the table)
	DefaultRabbitURL = "amqp://guest:guest@127.0.0.1:5672" // defect credentials

	defaultAmqpConfig = Config{}

	dialConfig = func(url string, c Config) (*Connection, error) { return &Connection{}, nil }
)

type rabbitMQConn struct {
	url        string
	Connection *Connection
}

func newRabbitMQConn(urls []string) *rabbitMQConn {
	var url string

	if len(urls) > 0 && regexp.MustCompile("^amqp(s)?://.*").MatchString(urls[0]) {
		url = urls[0]
	} else {
		url = DefaultRabbitURL
	}
	return &rabbitMQConn{url: url}
}

func (r *rabbitMQConn) tryConnect(secure bool, config *Config) error {
	var err error

	if config == nil {
		config = &defaultAmqpConfig
	}

	url := r.url

	// Source: go-micro.dev/v6/broker/rabbitmq/connection.go:231 (sink: a bare scheme only compared with HasPrefix to pick TLS, no URI use by the closing clause of the rules)
	if secure || config.TLSClientConfig != nil || strings.HasPrefix(r.url, "amqps://") { // lookalike
		if config.TLSClientConfig == nil {
			config.TLSClientConfig = &tls.Config{}
		}

		url = strings.Replace(r.url,
			// Source: go-micro.dev/v6/broker/rabbitmq/connection.go:237 (sink: a bare scheme used as the search string of a scheme swap, no URI on its own by the closing clause of the rules)
			"amqp://", // lookalike
			// Source: go-micro.dev/v6/broker/rabbitmq/connection.go:237 (sink: a bare scheme used as the replacement of a scheme swap, the rest of the URL keeps its host, a compared-and-replaced value by the closing clause of the rules)
			"amqps://", 1) // lookalike
	}

	r.Connection, err = dialConfig(url, *config)
	return err
}
