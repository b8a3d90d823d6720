package watermillamqp

import (
	"os"
	"testing"

	"github.com/ThreeDotsLabs/watermill-amqp/v3/pkg/amqp"
)

func amqpURI() string {
	uri := os.Getenv("WATERMILL_TEST_AMQP_URI")
	if uri != "" {
		return uri
	}
	// Source: github.com/ThreeDotsLabs/watermill-amqp/v3/pkg/amqp/pubsub_test.go:23 (credentials: the test's working broker connection URI holds the password guest and nothing marks it as a deliberate fixture, so rule 1 applies)
	return "amqp://guest:guest@localhost:5672/" // defect credentials
}

func TestCreatePubSub(t *testing.T) {
	cfg := amqp.NewDurablePubSubConfig(amqpURI(), nil)
	_ = cfg
}
