// Package kafkarecv holds cases rewritten from github.com/open-telemetry/opentelemetry-collector-contrib/receiver/kafkareceiver.
package kafkarecv

import "github.com/twmb/franz-go/pkg/kgo"

// ClientConfig is the Kafka client configuration.
type ClientConfig struct {
	Brokers         []string
	ProtocolVersion string
}

// Config is the receiver configuration.
type Config struct {
	ClientConfig ClientConfig
}

func createDefaultConfig() *Config { return &Config{} }

func newClient(cfg *Config) (*kgo.Client, error) {
	return kgo.NewClient(kgo.SeedBrokers(cfg.ClientConfig.Brokers...))
}
