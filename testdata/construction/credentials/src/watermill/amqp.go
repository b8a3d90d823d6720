package watermill

import (
	"context"
	"database/sql"
	"errors"
)

// queueConfig stands for the AMQP pub/sub configuration built from a URI.
type queueConfig struct{ ConnectionURI string }

func newDurableQueueConfig(uri string) queueConfig { return queueConfig{ConnectionURI: uri} }

// Source: github.com/ThreeDotsLabs/watermill/_examples/pubsubs/amqp/main.go:14 (the example's broker URI, with the guest account's password, is given to the AMQP subscriber config)
var amqpURI = "amqp://guest:guest@broker.example.com:5672/" // defect credentials

func subscriberConfig() queueConfig {
	return newDurableQueueConfig(amqpURI)
}

// Source: github.com/ThreeDotsLabs/watermill/_examples/real-world-examples/delayed-messages/main.go:25 (the example opens its database with a postgres URL holding a password)
func openDelayedMessagesDB() (*sql.DB, error) {
	db, err := sql.Open("postgres", "postgres://app:password@db.example.com:5432/app?sslmode=disable") // defect credentials
	if err != nil {
		return nil, err
	}
	return db, nil
}

// clientOptions stands for the MongoDB client options.
type clientOptions struct{ uri string }

func (o *clientOptions) ApplyURI(uri string) *clientOptions { o.uri = uri; return o }

func connect(ctx context.Context, opts *clientOptions) (string, error) {
	if opts.uri == "" {
		return "", errors.New("no uri")
	}
	return opts.uri, ctx.Err()
}

// Source: github.com/ThreeDotsLabs/watermill/_examples/real-world-examples/server-sent-events/server/feeds_storage.go:23 (the feeds storage connects to MongoDB with the root user's password in the URI)
func NewFeedsStorage(ctx context.Context) (string, error) {
	return connect(ctx, (&clientOptions{}).ApplyURI("mongodb://root:password@mongo.example.com:27017")) // defect credentials
}
