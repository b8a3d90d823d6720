// Package amqp is a minimal stub of the watermill AMQP package.
package amqp

// Config is the pub/sub configuration.
type Config struct{}

// QueueNameGenerator generates a queue name for a topic.
type QueueNameGenerator func(topic string) string

// NewDurablePubSubConfig creates a config that connects to amqpURI.
func NewDurablePubSubConfig(amqpURI string, generateQueueName QueueNameGenerator) Config {
	panic("stub")
}
