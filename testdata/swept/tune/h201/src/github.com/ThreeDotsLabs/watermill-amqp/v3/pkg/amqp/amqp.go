// Package amqp is a stand-in for the part of github.com/ThreeDotsLabs/watermill-amqp the cases use.
package amqp

// ConnectionConfig holds the AMQP connection settings.
type ConnectionConfig struct {
	// AmqpURI is the amqp://user:password@host:port/vhost URI the connection dials.
	AmqpURI string
}

// Config is the AMQP publisher and subscriber configuration.
type Config struct {
	Connection ConnectionConfig
}

// QueueNameGenerator builds a queue name from a topic.
type QueueNameGenerator func(topic string) string

// NewDurableQueueConfig returns a config for a durable queue dialled at amqpURI.
func NewDurableQueueConfig(amqpURI string) Config {
	return Config{Connection: ConnectionConfig{AmqpURI: amqpURI}}
}

// NewDurablePubSubConfig returns a config for durable pub/sub dialled at amqpURI.
func NewDurablePubSubConfig(amqpURI string, generateQueueName QueueNameGenerator) Config {
	return Config{Connection: ConnectionConfig{AmqpURI: amqpURI}}
}

// GenerateQueueNameTopicNameWithSuffix appends a suffix to the topic name.
func GenerateQueueNameTopicNameWithSuffix(suffix string) QueueNameGenerator {
	return func(topic string) string { return topic + "_" + suffix }
}
