package aiven

// KafkaConnectorConfig is a connector's free-form configuration.
type KafkaConnectorConfig map[string]string

// KafkaConnector is one connector as returned by the API.
type KafkaConnector struct {
	Name   string
	Config KafkaConnectorConfig
}
