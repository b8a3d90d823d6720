// Package rabbit holds cases rewritten from gocloud.dev/pubsub/rabbitpubsub.
package rabbit

import (
	"net/url"
	"path"

	amqp "github.com/rabbitmq/amqp091-go"
)

// OpenTopic returns a topic for exchange on conn.
func OpenTopic(conn *amqp.Connection, exchange string) string { return exchange }

// OpenSubscription returns a subscription for queue on conn.
func OpenSubscription(conn *amqp.Connection, queue string) string { return queue }

func topicName(u *url.URL) string {
	// Source: gocloud.dev/pubsub/rabbitpubsub/rabbit.go:132 (pathjoin: path.Join joins the host and path of an already parsed URL into an exchange name, it is not applied to a URI)
	return path.Join(u.Host, u.Path) // lookalike
}
