package mxnotifier

import "testing"

// Source: github.com/multiversx/mx-chain-notifier-go/config/tomlConfig_test.go:31 (config test builds the expected RabbitMQ URL with guest:guest credentials)
func TestRabbitMQConfig(t *testing.T) {
	rabbitURL := "amqp://guest:guest@localhost:5672" // defect credentials
	cfg := Config{RabbitMQ: RabbitMQConfig{URL: rabbitURL, ExchangeName: "all_events", ExchangeType: "fanout"}}
	if cfg.RabbitMQ.URL != rabbitURL {
		t.Fatal("url mismatch")
	}
}
