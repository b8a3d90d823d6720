// Package amqp holds cases from github.com/streadway/amqp.
package amqp

import (
	"errors"
	"flag"
	"net"
	"net/url"
	"strconv"
	"strings"
)

// Source: github.com/streadway/amqp/uri.go:16 (error text naming the two accepted scheme prefixes)
var errURIScheme = errors.New("AMQP scheme must be either 'amqp://' or 'amqps://'") // lookalike

var errURIWhitespace = errors.New("URI must not contain whitespace")

// URI is a parsed AMQP URI.
type URI struct {
	Scheme   string
	Host     string
	Port     int
	Username string
	Password string
	Vhost    string
}

var defaultURI = URI{Scheme: "amqp", Host: "localhost", Port: 5672, Username: "guest", Password: "guest", Vhost: "/"}

var schemePorts = map[string]int{"amqp": 5672, "amqps": 5671}

// ParseURI parses an AMQP URI; the vhost is read from the decoded path.
func ParseURI(uri string) (URI, error) {
	builder := defaultURI
	if strings.Contains(uri, " ") {
		return builder, errURIWhitespace
	}
	u, err := url.Parse(uri)
	if err != nil {
		return builder, err
	}
	if _, ok := schemePorts[u.Scheme]; !ok {
		return builder, errURIScheme
	}
	builder.Scheme = u.Scheme
	if h := u.Hostname(); h != "" {
		builder.Host = h
	}
	if p := u.Port(); p != "" {
		builder.Port, _ = strconv.Atoi(p)
	} else {
		builder.Port = schemePorts[u.Scheme]
	}
	if u.User != nil {
		builder.Username = u.User.Username()
		builder.Password, _ = u.User.Password()
	}
	if u.Path != "" {
		if strings.HasPrefix(u.Path, "/") {
			builder.Vhost = u.Path[1:]
		} else {
			builder.Vhost = u.Path
		}
	}
	return builder, nil
}

// Source: github.com/streadway/amqp/uri.go:170 (vhost written into RawPath with url.QueryEscape: a space becomes "+", which ParseURI reads back from the path as "+")
func (uri URI) String() string {
	authority := url.URL{Scheme: uri.Scheme}
	if uri.Username != defaultURI.Username || uri.Password != defaultURI.Password {
		authority.User = url.User(uri.Username)
		if uri.Password != defaultURI.Password {
			authority.User = url.UserPassword(uri.Username, uri.Password)
		}
	}
	if defaultPort, found := schemePorts[uri.Scheme]; !found || defaultPort != uri.Port {
		authority.Host = net.JoinHostPort(uri.Host, strconv.Itoa(uri.Port))
	} else {
		authority.Host = strings.TrimSuffix(net.JoinHostPort(uri.Host, ""), ":")
	}
	if uri.Vhost != defaultURI.Vhost {
		authority.Path = uri.Vhost
		authority.RawPath = url.QueryEscape(uri.Vhost) // defect escaper
	} else {
		authority.Path = "/"
	}
	return authority.String()
}

// Connection is an AMQP connection.
type Connection struct{ uri URI }

// Channel is an AMQP channel.
type Channel struct{ conn *Connection }

// Dial opens a connection to the server at url.
func Dial(url string) (*Connection, error) {
	u, err := ParseURI(url)
	if err != nil {
		return nil, err
	}
	return &Connection{uri: u}, nil
}

// Channel opens a channel.
func (c *Connection) Channel() (*Channel, error) { return &Channel{conn: c}, nil }

// Consume starts a consumer on queue.
func (ch *Channel) Consume(queue string) error { return nil }

// Publish sends body to exchange.
func (ch *Channel) Publish(exchange string, body []byte) error { return nil }

// Source: github.com/streadway/amqp/_examples/simple-consumer/consumer.go:16 (flag default of the example consumer, the URI it dials, with the guest password)
var uri = flag.String("uri", "amqp://guest:guest@localhost:5672/", "AMQP URI") // defect credentials

// Source: github.com/streadway/amqp/_examples/simple-producer/producer.go:15 (flag default of the example producer, the URI it dials, with the guest password)
var producerURI = flag.String("producer-uri", "amqp://guest:guest@localhost:5672/", "AMQP URI") // defect credentials

// Source: github.com/streadway/amqp/_examples/pubsub/pubsub.go:22 (flag default "amqp:///": an AMQP URI with an empty host, which the AMQP URI spec defaults to localhost)
var pubsubURL = flag.String("url", "amqp:///", "AMQP url for both the publisher and subscriber") // lookalike
