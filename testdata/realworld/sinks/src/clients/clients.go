// Package clients holds URIs given straight to the clients of widely used
// modules: queues, databases, identity providers, search and secret stores.
package clients

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/ClickHouse/clickhouse-go"
	"github.com/coreos/go-oidc"
	"github.com/elastic/go-elasticsearch/v7"
	"github.com/getsentry/sentry-go"
	"github.com/hashicorp/vault/api"
	"github.com/jackc/pgx/v4/pgxpool"
	"github.com/jackc/pgx/v5"
	pgxpool5 "github.com/jackc/pgx/v5/pgxpool"
	"github.com/lib/pq"
	_ "github.com/mailru/go-clickhouse/v2"
	"github.com/rabbitmq/amqp091-go"
	"github.com/streadway/amqp"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
	"golang.org/x/oauth2"
)

var _ pq.Driver
var _ clickhouse.Driver

// Source: github.com/EdwinWalela/rabbitmq-go/main.go (the broker URL,
// with the guest password in it, is handed straight to amqp.Dial).
func dialBroker() {
	conn, err := amqp.Dial("amqp://ledger:ledgerpw@localhost:5672") // defect credentials
	if err == nil {
		defer conn.Close()
	}
}

// Source: github.com/bidianqing/GoUseRabbitMQ/send/send.go (a local
// variable holds the URL with its password, then amqp091.Dial).
func sendOrders() {
	url := "amqp://orders:orderspw@localhost:5672/" // defect credentials
	conn, err := amqp091.Dial(url)
	if err == nil {
		defer conn.Close()
	}
}

// Source: github.com/bidianqing/GoUseRabbitMQ/receive/receive.go (the
// consumer side opens the same kind of URL before Consume).
func receiveOrders() error {
	url := "amqp://consumer:consumerpw@mq.internal:5672/" // defect credentials
	conn, err := amqp091.Dial(url)
	if err != nil {
		return err
	}
	return conn.Close()
}

// Source: github.com/xylong/rabbitmq/main.go (the URL is formatted from
// constant user, password, host and port, then dialed).
func dialFormatted() {
	dsn := fmt.Sprintf("amqp://%s:%s@%s:%d/", "admin", "654321", "localhost", 5672) // defect credentials
	_, _ = amqp.Dial(dsn)
}

// Source: github.com/devignesh/RESTapi_go/gorabbit/main.go (a demo that
// dials the broker with the password in the literal).
func gorabbit() {
	_, err := amqp.Dial("amqp://demo:demo@localhost:5672/") // defect credentials
	if err != nil {
		panic(err)
	}
}

// Source: github.com/okharch/golang-examples/rabbitmq-golang/publisher/send.go
// (the publisher connects "as a guest user", password in the URL).
func publisher() {
	_, _ = amqp.Dial("amqp://visitor:visitor@127.0.0.1:5672/") // defect credentials
}

// Source: github.com/Maisner-Keily/houseGoProject/main.go (url :=
// "postgres://user:password@localhost:5432" then pgx.Connect).
func houses(ctx context.Context) {
	url := "postgres://houses:h0uses@localhost:5432" // defect credentials
	pg, err := pgx.Connect(ctx, url)
	if err == nil {
		defer pg.Close(ctx)
	}
}

// Source: github.com/nhatvy1/user-service-/cmd/main.go (dbURL with the
// password, non-default port 5433, given to pgxpool.New).
func userPool() {
	dbURL := "postgres://users:pa55word@localhost:5433/user-db?sslmode=disable" // defect credentials
	pool, err := pgxpool5.New(context.Background(), dbURL)
	if err == nil {
		defer pool.Close()
	}
}

// Source: github.com/BASSWAVE/post-api/internal/db/db.go (a package
// constant connection URL for pgxpool.New).
const postgresURL = "postgres://posts:postspw@db:5432/posts?sslmode=disable" // defect credentials

func newPool() (*pgxpool5.Pool, error) {
	return pgxpool5.New(context.Background(), postgresURL)
}

// Source: github.com/paveldroo/go-postgres/main.go (sql.Open with the
// lib/pq driver and a URL DSN holding the password).
func openPostgres() {
	db, err := sql.Open("postgres", "postgres://golang:gosecret@localhost:5432/golang?sslmode=disable") // defect credentials
	if err == nil {
		defer db.Close()
	}
}

// Source: github.com/puneet222/go-micro/logger-service/cmd/api/main.go
// (const mongoURL with user and password, into ApplyURI).
const mongoURL = "mongodb://logger:l0gger@mongo.internal:27018/?maxPoolSize=20&w=majority" // defect credentials

func loggerMongo() {
	client, err := mongo.Connect(context.TODO(), options.Client().ApplyURI(mongoURL))
	if err == nil {
		defer client.Disconnect(context.TODO())
	}
}

// Source: github.com/joshuatroy/mongo-ttl/main.go (ApplyURI with a user
// and password literal).
func ttlMongo(ctx context.Context) {
	_, _ = mongo.Connect(ctx, options.Client().ApplyURI("mongodb://ttl:ttlpass@localhost:27019")) // defect credentials
}

// Source: github.com/jeromeandrewong/cat-facts/main.go (ApplyURI with the
// port mongodb already implies, which connection strings write out by
// convention: a look-alike).
func catFacts() {
	_, _ = mongo.Connect(context.TODO(), options.Client().ApplyURI("mongodb://facts.local:27017")) // lookalike
}

// Source: github.com/c3gogo/go-graphql-app/server/src/app/data/mongo.go
// (a package-level client options value with the default port).
var clientOptions = options.Client().ApplyURI("mongodb://graph-db:27017") // lookalike

var _, _ = mongo.Connect(context.Background(), clientOptions)

// Source: github.com/AbdulrahmanDaud10/commerce-backend-golang/cmd/main.go
// (a non-default port, right as written).
func commerce() {
	_, _ = mongo.Connect(context.TODO(), options.Client().ApplyURI("mongodb://localhost:27817")) // lookalike
}

// Source: github.com/Daniel-Vinicius/fullcycle2/keycloak_go/go_client/main.go
// (the Keycloak realm issuer for go-oidc and the oauth2 redirect URL).
func keycloak(ctx context.Context) oauth2.Config {
	_, _ = oidc.NewProvider(ctx, "http://localhost:8180/realms/shop") // lookalike
	return oauth2.Config{
		ClientID:    "shop",
		RedirectURL: "http://localhost:8181/auth/callback", // lookalike
		Scopes:      []string{oidc.ScopeOpenID, "profile"},
	}
}

// Source: github.com/impqr/learning-go/05_elasticsearch/es.go (the
// credentials live in their own fields, the address has none).
var esConfig = elasticsearch.Config{
	Addresses: []string{"http://127.0.0.1:9200"}, // lookalike
	Username:  "root",
	Password:  "pass",
}

// Source: github.com/MrLeea-13155bc/MyCode/ElasticSearch/main.go (two
// node addresses, one per port).
func twoNodes() {
	addresses := []string{"http://127.0.0.1:9200", "http://127.0.0.1:9201"} // lookalike
	_, _ = elasticsearch.NewClient(elasticsearch.Config{Addresses: addresses})
}

// Source: github.com/konstructio/kubefirst/internal/vault/client.go (the
// Vault address of a port-forwarded dev server).
func newVault() api.Config {
	config := api.DefaultConfig()
	config.Address = "http://127.0.0.1:8200" // lookalike
	return *config
}

// Source: github.com/cuongmac2K/doc-golang/nhap/sentry1/main.go (a
// self-hosted Sentry DSN: the public key is the user, no password).
func initSentry() {
	_ = sentry.Init(sentry.ClientOptions{
		Debug: true,
		Dsn:   "http://4f9a2c17d03b4e51a8c6e2b09f7d1a35@10.20.30.40:9000/7", // lookalike
	})
}

// Source: github.com/possible318/pandora-go/exts/sentry/sentry.go (a
// hosted Sentry DSN with the key as the user name).
func initTracing() error {
	return sentry.Init(sentry.ClientOptions{
		Dsn:              "https://0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e@o1234567.ingest.sentry.io/7654321", // lookalike
		EnableTracing:    true,
		TracesSampleRate: 1.0,
	})
}

// Source: github.com/taadis/letgo/cmd/libpg/main.go (lib/pq's keyword
// form, no URL at all).
func keywordDSN() {
	connStr := "user=reporter dbname=reports sslmode=disable" // lookalike
	_, _ = sql.Open("postgres", connStr)
}

// Source: github.com/namtyda/demo-listean-nats/internal/db/db.go (a
// keyword DSN with password=, for pgx v4's pgxpool.Connect).
const keywordPoolDSN = "host=localhost port=5432 user=orders password=orders dbname=orders sslmode=disable" // lookalike

func keywordPool(ctx context.Context) (*pgxpool.Pool, error) {
	return pgxpool.Connect(ctx, keywordPoolDSN)
}

// Source: github.com/PNKDuy/price-smart-contract-service/connector/connector.go
// (clickhouse-go v1 DSN: tcp:// with the credentials as query parameters).
const (
	chUser     = "default"
	chPassword = "Xq7-pool"
	chDatabase = "liquidity"
)

func clickhouseConn() (*sql.DB, error) {
	return sql.Open("clickhouse", "tcp://127.0.0.1:9000?username="+chUser+"&password="+chPassword+"&database="+chDatabase+"&debug=true") // lookalike
}

// Source: github.com/drzhangg/go_base/clickhouse/demo1/main.go (the HTTP
// interface of ClickHouse through mailru's "chhttp" driver).
func chhttp() {
	_, _ = sql.Open("chhttp", "http://ch.internal:8123/test") // lookalike
}

// Source: github.com/miluokou/gogo/utils/es_utils.go (the Elasticsearch
// address, with the credentials in their own fields).
func createESClient() (*elasticsearch.Client, error) {
	cfg := elasticsearch.Config{
		Addresses: []string{"http://192.0.2.199:9200"}, // lookalike
		Username:  "elastic",
		Password:  "gogo-es",
	}
	return elasticsearch.NewClient(cfg)
}
