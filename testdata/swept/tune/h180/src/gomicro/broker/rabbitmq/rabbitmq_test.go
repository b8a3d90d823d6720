package rabbitmq

import "testing"

func init() {
	// Source: go-micro.dev/v6/broker/rabbitmq/rabbitmq_test.go:21 (credentials: the test sets the broker's connection URI with the password rabbitmq in its userinfo and connects with it, a working value held to rule 1)
	DefaultRabbitURL = "amqp://rabbitmq:rabbitmq@127.0.0.1:5672" // defect credentials
}

func TestDurable(t *testing.T) {
	conn := newRabbitMQConn(nil)
	if err := conn.tryConnect(false, nil); err != nil {
		t.Logf("cant conect to broker, skip: %v", err)
		t.Skip()
	}
}
