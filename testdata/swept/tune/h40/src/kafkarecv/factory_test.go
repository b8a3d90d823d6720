package kafkarecv

import "testing"

func TestCreateTraces(t *testing.T) {
	cfg := createDefaultConfig()
	// Source: github.com/open-telemetry/opentelemetry-collector-contrib/receiver/kafkareceiver/factory_test.go:49 (sink: Kafka seed brokers are host and port addresses, not URLs, so no scheme is needed)
	cfg.ClientConfig.Brokers = []string{"localhost:9092"} // lookalike
	cfg.ClientConfig.ProtocolVersion = "2.0.0"
	c, err := newClient(cfg)
	if err != nil {
		t.Fatal(err)
	}
	c.Close()
}
