package rabbit

import (
	"context"
	"log"

	amqp "github.com/rabbitmq/amqp091-go"
	"gocloud.dev/pubsub"
)

func ExampleOpenTopic() {
	// Source: gocloud.dev/pubsub/rabbitpubsub/example_test.go:31 (credentials: the example dials this AMQP URI as its working endpoint, with the constant password guest, which is no mask)
	rabbitConn, err := amqp.Dial("amqp://guest:guest@localhost:5672/") // defect credentials
	if err != nil {
		log.Fatal(err)
	}
	defer rabbitConn.Close()
	_ = OpenTopic(rabbitConn, "myexchange")
}

func ExampleOpenSubscription() {
	// Source: gocloud.dev/pubsub/rabbitpubsub/example_test.go:45 (credentials: the example dials this AMQP URI as its working endpoint, with the constant password guest, which is no mask)
	rabbitConn, err := amqp.Dial("amqp://guest:guest@localhost:5672/") // defect credentials
	if err != nil {
		log.Fatal(err)
	}
	defer rabbitConn.Close()
	_ = OpenSubscription(rabbitConn, "myqueue")
}

func Example_openTopicFromURL() {
	ctx := context.Background()
	// Source: gocloud.dev/pubsub/rabbitpubsub/example_test.go:63 (sink: a custom scheme given to pubsub.OpenTopic, which opens it through the opener registered for that scheme; the host is an exchange name)
	topic, err := pubsub.OpenTopic(ctx, "rabbit://myexchange") // lookalike
	if err != nil {
		log.Fatal(err)
	}
	defer topic.Shutdown(ctx)
}
