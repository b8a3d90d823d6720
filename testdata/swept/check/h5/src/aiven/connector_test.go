package aiven

import "testing"

// Source: github.com/aiven/aiven-go-client/kafka_connector_test.go:51 (expected connector config whose connection.url starts with a space)
func TestListConnectors(t *testing.T) {
	want := []KafkaConnector{{
		Name: "es-connector",
		Config: KafkaConnectorConfig{
			"connector.class": "io.aiven.connect.elasticsearch.ElasticsearchSinkConnector",
			"connection.url":  " https://search.example.com:28038", // defect syntax
		},
	}}
	if len(want) != 1 {
		t.Fatal("want one connector")
	}
}
