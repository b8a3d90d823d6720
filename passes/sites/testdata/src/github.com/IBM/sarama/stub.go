// Package sarama is a stub of github.com/IBM/sarama, with the real signatures of the
// functions and fields that urilint's sink table names.
package sarama

type Config struct{}

type Client interface{}

type SyncProducer interface{}

type AsyncProducer interface{}

type Consumer interface{}

type ConsumerGroup interface{}

type ClusterAdmin interface{}

func NewClient(addrs []string, conf *Config) (Client, error)               { return nil, nil }
func NewSyncProducer(addrs []string, config *Config) (SyncProducer, error) { return nil, nil }
func NewAsyncProducer(addrs []string, conf *Config) (AsyncProducer, error) { return nil, nil }
func NewConsumer(addrs []string, config *Config) (Consumer, error)         { return nil, nil }
func NewClusterAdmin(addrs []string, conf *Config) (ClusterAdmin, error)   { return nil, nil }
func NewConsumerGroup(addrs []string, groupID string, config *Config) (ConsumerGroup, error) {
	return nil, nil
}
