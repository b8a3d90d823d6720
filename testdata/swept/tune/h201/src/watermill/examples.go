// Package watermill holds cases rewritten from github.com/ThreeDotsLabs/watermill:
// its example programs (each a main package in the source), a dev tool and the
// standard logger. The examples run under docker-compose, where rabbitmq,
// postgres, mongo, localstack and webhooks-server are service names.
package watermill

import (
	stdSQL "database/sql"
	"net/http"
	"net/url"

	"github.com/ThreeDotsLabs/watermill-amqp/v3/pkg/amqp"
	transport "github.com/aws/smithy-go/endpoints"
	"github.com/samber/lo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

// From _examples/basic/5-cqrs-protobuf/main.go: the address every publisher and subscriber dials.
// Source: github.com/ThreeDotsLabs/watermill/_examples/basic/5-cqrs-protobuf/main.go:125 (credentials: a constant password (guest) in the userinfo of the AMQP URI the example connects with, non-test code)
var amqpAddress = "amqp://guest:guest@rabbitmq:5672/" // defect credentials

func cqrsProtobufConfig() amqp.Config {
	return amqp.NewDurableQueueConfig(amqpAddress)
}

// From _examples/pubsubs/amqp/main.go.
// Source: github.com/ThreeDotsLabs/watermill/_examples/pubsubs/amqp/main.go:14 (credentials: a constant password in the userinfo of the AMQP connection URI, non-test code)
var amqpURI = "amqp://guest:guest@rabbitmq:5672/" // defect credentials

func amqpExampleConfig() amqp.Config {
	return amqp.NewDurableQueueConfig(amqpURI)
}

// From docs/content/docs/snippets/amqp-consumer-groups/main.go.
// Source: github.com/ThreeDotsLabs/watermill/docs/content/docs/snippets/amqp-consumer-groups/main.go:12 (credentials: a constant password in the userinfo of the AMQP connection URI of a documentation program, non-test code)
var amqpSnippetURI = "amqp://guest:guest@rabbitmq:5672/" // defect credentials

func createSubscriberConfig(queueSuffix string) amqp.Config {
	return amqp.NewDurablePubSubConfig(
		amqpSnippetURI,
		amqp.GenerateQueueNameTopicNameWithSuffix(queueSuffix),
	)
}

// From _examples/pubsubs/aws-sns/main.go and _examples/pubsubs/aws-sqs/main.go:
// the SDK endpoints are overridden to point at localstack.
func awsEndpoints() []transport.Endpoint {
	return []transport.Endpoint{
		{
			// Source: github.com/ThreeDotsLabs/watermill/_examples/pubsubs/aws-sns/main.go:29 (plainhttp: plain http to localstack, a single-label docker-compose service name and no public Internet host)
			URI: *lo.Must(url.Parse("http://localstack:4566")), // lookalike
		},
		{
			// Source: github.com/ThreeDotsLabs/watermill/_examples/pubsubs/aws-sns/main.go:37 (plainhttp: the SQS endpoint of the same example, plain http to the single-label host localstack)
			URI: *lo.Must(url.Parse("http://localstack:4566")), // lookalike
		},
		{
			// Source: github.com/ThreeDotsLabs/watermill/_examples/pubsubs/aws-sqs/main.go:26 (plainhttp: plain http to the single-label host localstack, no public Internet host)
			URI: *lo.Must(url.Parse("http://localstack:4566")), // lookalike
		},
	}
}

// From _examples/real-world-examples/delayed-messages/main.go.
func delayedMessagesDB() *stdSQL.DB {
	// Source: github.com/ThreeDotsLabs/watermill/_examples/real-world-examples/delayed-messages/main.go:25 (credentials: a constant password in the userinfo of the postgres connection URI given to sql.Open, non-test code)
	db, err := stdSQL.Open("postgres", "postgres://watermill:password@postgres:5432/watermill?sslmode=disable") // defect credentials
	if err != nil {
		panic(err)
	}
	return db
}

// From _examples/real-world-examples/delayed-requeue/main.go.
func delayedRequeueDB() *stdSQL.DB {
	// Source: github.com/ThreeDotsLabs/watermill/_examples/real-world-examples/delayed-requeue/main.go:24 (credentials: a constant password in the userinfo of the postgres connection URI, non-test code)
	db, err := stdSQL.Open("postgres", "postgres://watermill:password@postgres:5432/watermill?sslmode=disable") // defect credentials
	if err != nil {
		panic(err)
	}
	return db
}

// From _examples/real-world-examples/synchronizing-databases/main.go.
func createPostgresConnection() *stdSQL.DB {
	// Source: github.com/ThreeDotsLabs/watermill/_examples/real-world-examples/synchronizing-databases/main.go:110 (credentials: a constant password in the userinfo of the postgres DSN given to sql.Open, non-test code)
	dsn := "postgres://watermill:password@postgres/watermill?sslmode=disable" // defect credentials
	db, err := stdSQL.Open("postgres", dsn)
	if err != nil {
		panic(err)
	}
	return db
}

// From _examples/real-world-examples/server-sent-events/server/feeds_storage.go.
func feedsStorageOptions() *options.ClientOptions {
	// Source: github.com/ThreeDotsLabs/watermill/_examples/real-world-examples/server-sent-events/server/feeds_storage.go:23 (credentials: a constant password in the userinfo of the MongoDB URI the client connects with, non-test code)
	return options.Client().ApplyURI("mongodb://root:password@mongo:27017") // defect credentials
}

// From _examples/real-world-examples/exactly-once-delivery-counter/run.go;
// counterUUID comes from uuid.New().String().
func sendCountRequest(counterUUID string) {
	for {
		// Source: github.com/ThreeDotsLabs/watermill/_examples/real-world-examples/exactly-once-delivery-counter/run.go:140 (escaper: the spliced value is a UUID string of hex digits and dashes, nothing to escape in a path segment)
		resp, err := http.Post("http://localhost:8080/count/"+counterUUID, "", nil) // lookalike
		if err != nil {
			continue
		}
		resp.Body.Close()
		if resp.StatusCode == http.StatusNoContent {
			break
		}
	}
}

// HTTPPublisher stands in for the watermill-http publisher: the topic it is
// given is the URL messages are POSTed to.
type HTTPPublisher struct{}

// Publish sends the messages to the topic URL.
func (HTTPPublisher) Publish(topic string, payloads ...[]byte) error {
	_, err := url.Parse(topic)
	return err
}

// From _examples/real-world-examples/sending-webhooks/router/main.go.
func webhookTopics(publisher HTTPPublisher) []string {
	// Source: github.com/ThreeDotsLabs/watermill/_examples/real-world-examples/sending-webhooks/router/main.go:59 (plainhttp: plain http to webhooks-server, a single-label docker-compose service name and no public Internet host)
	url := "http://webhooks-server:8001/" // lookalike
	return []string{url + "foo", url + "foo_or_bar", url + "all"}
}
