package aiven

// Source: github.com/aiven/aiven-go-client/examples/kafka_connectors/main.go:82 (example builds connection.url as " https://" + host + ":" + port)
func elasticsearchConnector(params map[string]string) KafkaConnectorConfig {
	return KafkaConnectorConfig{
		"connector.class": "io.aiven.connect.elasticsearch.ElasticsearchSinkConnector",
		"connection.url":  " https://" + params["host"] + ":" + params["port"], // defect syntax
	}
}
