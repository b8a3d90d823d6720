// Package kafka is a stub of github.com/segmentio/kafka-go, with the real signatures of the
// functions and fields that urilint's sink table names.
package kafka

import (
	"context"
)

type Conn struct{}

type ReaderConfig struct {
	Brokers []string
	GroupID string
	Topic   string
}

type WriterConfig struct {
	Brokers []string
	Topic   string
}

type ConsumerGroupConfig struct {
	ID      string
	Brokers []string
}

func Dial(network string, address string) (*Conn, error)                             { return nil, nil }
func DialContext(ctx context.Context, network string, address string) (*Conn, error) { return nil, nil }
func DialLeader(ctx context.Context, network string, address string, topic string, partition int) (*Conn, error) {
	return nil, nil
}
