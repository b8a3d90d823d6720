package mxnotifier

// RabbitMQConfig is the broker section of the notifier configuration.
type RabbitMQConfig struct {
	URL          string
	ExchangeName string
	ExchangeType string
}

// Config is the notifier configuration.
type Config struct {
	RabbitMQ RabbitMQConfig
}

// Source: github.com/multiversx/mx-chain-notifier-go/integrationTests/testNotifierProxy.go:212 (integration helper config with a broker URL carrying guest:guest credentials)
func integrationConfig() Config {
	return Config{
		RabbitMQ: RabbitMQConfig{
			URL:          "amqp://guest:guest@localhost:5672", // defect credentials
			ExchangeName: "allevents",
			ExchangeType: "fanout",
		},
	}
}
