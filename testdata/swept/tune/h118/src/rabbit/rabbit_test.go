package rabbit

import (
	"context"
	"fmt"
	"testing"

	amqp "github.com/rabbitmq/amqp091-go"
	"gocloud.dev/pubsub"
)

// Source: gocloud.dev/pubsub/rabbitpubsub/rabbit_test.go:41 (credentials: the test dials this AMQP URI and sets it as the server URL, a working connection URI with the constant password guest, which is no mask)
const rabbitURL = "amqp://guest:guest@localhost:5672/" // defect credentials

func mustDialRabbit(t *testing.T) *amqp.Connection {
	conn, err := amqp.Dial(rabbitURL)
	if err != nil {
		t.Fatal(err)
	}
	return conn
}

func TestOpenTopicFromURL(t *testing.T) {
	t.Setenv("RABBIT_SERVER_URL", rabbitURL)

	tests := []struct {
		label       string
		URLTemplate string
		WantErr     bool
	}{
		// Source: gocloud.dev/pubsub/rabbitpubsub/rabbit_test.go:405 (syntax: a format template whose verb is filled with an exchange name before parsing, a row of a table that varies one URI on purpose)
		{"valid url", "rabbit://%s", false}, // lookalike
		// Source: gocloud.dev/pubsub/rabbitpubsub/rabbit_test.go:406 (syntax: a format template whose verb is filled with an exchange name before parsing, a row of a table that varies one URI on purpose)
		{"valid url with key name parameter", "rabbit://%s?key_name=foo", false}, // lookalike
		// Source: gocloud.dev/pubsub/rabbitpubsub/rabbit_test.go:407 (syntax: a format template in a row named invalid that expects an error)
		{"invalid url with parameters", "rabbit://%s?param=value", true}, // lookalike
		// Source: gocloud.dev/pubsub/rabbitpubsub/rabbit_test.go:408 (syntax: a format template in a row named invalid that expects an error)
		{"invalid url with key name parameter", "rabbit://%s?key_name=", true}, // lookalike
	}

	for _, test := range tests {
		t.Run(test.label, func(t *testing.T) {
			conn := mustDialRabbit(t)
			defer conn.Close()
			ctx := context.Background()
			exchange := t.Name() + "-topic-1"
			topic, err := pubsub.OpenTopic(ctx, fmt.Sprintf(test.URLTemplate, exchange))
			if (err != nil) != test.WantErr {
				t.Errorf("%s: got error %v, want error %v", test.URLTemplate, err, test.WantErr)
			}
			if topic != nil {
				topic.Shutdown(ctx)
			}
		})
	}
}

func TestOpenSubscriptionFromURL(t *testing.T) {
	t.Setenv("RABBIT_SERVER_URL", rabbitURL)

	tests := []struct {
		label       string
		URLTemplate string
		WantErr     bool
	}{
		// Source: gocloud.dev/pubsub/rabbitpubsub/rabbit_test.go:452 (syntax: a format template whose verb is filled with a queue name before parsing, a row of a table that varies one URI on purpose)
		{"url with no QoS prefetch count", "rabbit://%s", false}, // lookalike
		// Source: gocloud.dev/pubsub/rabbitpubsub/rabbit_test.go:453 (syntax: a format template in a row named invalid that expects an error)
		{"invalid parameters", "rabbit://%s?param=value", true}, // lookalike
		// Source: gocloud.dev/pubsub/rabbitpubsub/rabbit_test.go:454 (syntax: a format template whose verb is filled with a queue name before parsing, a row of a table that varies one URI on purpose)
		{"valid url with QoS prefetch count", "rabbit://%s?prefetch_count=1024", false}, // lookalike
		// Source: gocloud.dev/pubsub/rabbitpubsub/rabbit_test.go:455 (syntax: a format template in a row named invalid that expects an error)
		{"invalid url with QoS prefetch count", "rabbit://%s?prefetch_count=value", true}, // lookalike
	}

	for _, test := range tests {
		t.Run(test.label, func(t *testing.T) {
			conn := mustDialRabbit(t)
			defer conn.Close()
			ctx := context.Background()
			queue := t.Name() + "-subscription-1"
			sub, err := pubsub.OpenSubscription(ctx, fmt.Sprintf(test.URLTemplate, queue))
			if (err != nil) != test.WantErr {
				t.Errorf("%s: got error %v, want error %v", test.URLTemplate, err, test.WantErr)
			}
			if sub != nil {
				sub.Shutdown(ctx)
			}
		})
	}
}
