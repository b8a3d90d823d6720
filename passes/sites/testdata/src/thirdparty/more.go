package thirdparty

import (
	"context"

	"github.com/IBM/sarama"
	"github.com/coreos/go-oidc/v3/oidc"
	"github.com/docker/docker/client"
	"github.com/eclipse/paho.mqtt.golang"
	elasticsearch "github.com/elastic/go-elasticsearch/v8"
	"github.com/getsentry/sentry-go"
	"github.com/go-ldap/ldap/v3"
	"github.com/hashicorp/consul/api"
	"github.com/hashicorp/go-retryablehttp"
	"github.com/jmoiron/sqlx"
	"github.com/minio/minio-go/v7"
	"github.com/redis/go-redis/v9"
	kafka "github.com/segmentio/kafka-go"
	"github.com/valyala/fasthttp"
	clientv3 "go.etcd.io/etcd/client/v3"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"gocloud.dev/blob"
	"k8s.io/client-go/rest"
	resty "resty.dev/v3"
)

func moreSinks(ctx context.Context, rc *retryablehttp.Client, r *resty.Request, fc *fasthttp.Client, po *mqtt.ClientOptions) {
	retryablehttp.Get("http://api.example.com/v1")                           // want `absolute-URI github.com/hashicorp/go-retryablehttp.Get "http://api.example.com/v1"`
	rc.Post("https://api.example.com/v1", "application/json", nil)           // want `absolute-URI \(\*github.com/hashicorp/go-retryablehttp.Client\).Post "https://api.example.com/v1"`
	retryablehttp.NewRequest("GET", "/health", nil)                          // want `URI-reference github.com/hashicorp/go-retryablehttp.NewRequest "/health"`
	r.Get("/users")                                                          // want `URI-reference \(\*resty.dev/v3.Request\).Get "/users"`
	fc.Get(nil, "https://example.com/")                                      // want `absolute-URI \(\*github.com/valyala/fasthttp.Client\).Get "https://example.com/"`
	oidc.NewProvider(ctx, "https://accounts.example.com")                    // want `absolute-URI github.com/coreos/go-oidc/v3/oidc.NewProvider "https://accounts.example.com"`
	ldap.DialURL("ldaps://ldap.example.com:636")                             // want `absolute-URI github.com/go-ldap/ldap/v3.DialURL "ldaps://ldap.example.com:636"`
	otlptracehttp.WithEndpointURL("https://otel.example.com:4318/v1/traces") // want `absolute-URI go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp.WithEndpointURL "https://otel.example.com:4318/v1/traces"`
	client.WithHost("unix:///var/run/docker.sock")                           // want `absolute-URI github.com/docker/docker/client.WithHost "unix:///var/run/docker.sock"`
	sqlx.Connect("postgres", "postgres://u@db.example.com/app")              // want `absolute-URI github.com/jmoiron/sqlx.Connect "postgres://u@db.example.com/app"`
	sqlx.Connect("mysql", "u@tcp(db.example.com:3306)/app")                  // not a URL for this driver: no site
	po.AddBroker("tcp://broker.example.com:1883")                            // want `absolute-URI \(\*github.com/eclipse/paho.mqtt.golang.ClientOptions\).AddBroker "tcp://broker.example.com:1883"`
	po.AddBroker("broker.example.com:1883")                                  // shaped: Paho adds tcp://, no site
	blob.OpenBucket(ctx, "s3://my-bucket?region=us-west-1")                  // want `absolute-URI gocloud.dev/blob.OpenBucket "s3://my-bucket\?region=us-west-1"`

	_ = sentry.ClientOptions{Dsn: "https://key@o1.ingest.example.com/1"} // want `absolute-URI github.com/getsentry/sentry-go.ClientOptions.Dsn "https://key@o1.ingest.example.com/1"`
	_ = elasticsearch.Config{
		Addresses: []string{"http://es1.example.com:9200", "http://es2.example.com:9200"}, // want `absolute-URI github.com/elastic/go-elasticsearch/v8.Config.Addresses "http://es1.example.com:9200"` `absolute-URI github.com/elastic/go-elasticsearch/v8.Config.Addresses "http://es2.example.com:9200"`
	}
	_ = rest.Config{Host: "https://k8s.example.com:6443"} // want `absolute-URI k8s.io/client-go/rest.Config.Host "https://k8s.example.com:6443"`
	_ = rest.Config{Host: "k8s.example.com:6443"}         // shaped: host:port, no site
	var cfg clientv3.Config
	cfg.Endpoints = []string{"http://etcd-1.example.com:2379", "etcd-2.example.com:2379"} // want `absolute-URI go.etcd.io/etcd/client/v3.Config.Endpoints "http://etcd-1.example.com:2379"`
}

// The sinks that take host:port: no site, even for a URL, which the
// name finder would otherwise find by the parameter's name (endpoint)
// or the field's (Brokers, Address).
func hostPortSinks() {
	minio.New("https://play.min.io", nil)
	otlptracehttp.WithEndpoint("http://otel.example.com:4318")
	sarama.NewClient([]string{"kafka-1.example.com:9092", "http://kafka-2.example.com:9092"}, nil) // want `shape shape "http://kafka-2.example.com:9092"`
	kafka.Dial("tcp", "kafka.example.com:9092")
	ldap.Dial("tcp", "ldap.example.com:389")
	_ = api.Config{Address: "consul.example.com:8500"}
	_ = redis.Options{Addr: "localhost:6379"}
	_ = kafka.WriterConfig{Brokers: []string{"kafka-1.example.com:9092"}}
}
