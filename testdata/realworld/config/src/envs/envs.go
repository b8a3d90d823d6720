// Package envs holds URIs read from the environment with a fallback: a
// getenv helper, a LookupEnv branch, an empty-string check, and the keys
// set with os.Setenv or t.Setenv.
package envs

import (
	"context"
	"net/http"
	"os"

	"github.com/jackc/pgx/v5"
	"github.com/nats-io/nats.go"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"
)

// Source: github.com/CodeUpSubodh/GolangTemplateBackend/config/config.go: the
// database URL falls back to a local one with a password, read through a
// getEnv(key, fallback) helper.
var DBURL = getEnv("DATABASE_URL", "postgres://app:password@localhost:5432/appdb?sslmode=disable") // defect credentials

func getEnv(key, fallback string) string {
	if value, ok := os.LookupEnv(key); ok {
		return value
	}
	return fallback
}

func connectDB(ctx context.Context) (*pgx.Conn, error) { return pgx.Connect(ctx, DBURL) }

// Source: github.com/romashorodok/test-task-bank-account/account/pkg/config/ampq.go:
// the AMQP address falls back to the broker's guest account.
type AmqpConfig struct{ Address string }

func NewAmqpConfig() *AmqpConfig {
	return &AmqpConfig{
		Address: getEnv("AMQP_ADDRESS", "amqp://guest:guest@0.0.0.0:5672"), // defect credentials
	}
}

func dialAccounts() (*amqp.Connection, error) { return amqp.Dial(NewAmqpConfig().Address) }

// Source: github.com/adjust/goenv/amqp.go: user, password, host and port
// each come from the environment with a default, and are concatenated into
// the AMQP URL with ':' between host and port.
func GetNamedAmqp(name string) string {
	user := getEnv(name+"_USER", "guest")
	pass := getEnv(name+"_PASS", "guest")
	host := getEnv(name+"_HOST", "localhost")
	port := getEnv(name+"_PORT", "5672")
	return "amqp://" + user + ":" + pass + "@" + host + ":" + port + "/" // defect hostjoin
}

// Source: github.com/PixoVR/pixo-golang-clients/pixo-platform/abstract-client/helpers.go:
// the API URL falls back to the staging API when unset.
func getAPIURL() string {
	apiURL, ok := os.LookupEnv("API_URL")
	if !ok {
		return "https://api.staging.example.com" // lookalike
	}
	return apiURL
}

// Source: github.com/PixoVR/pixo-golang-clients/pixo-platform/primary-api/helpers.go:
// the same for the legacy API.
func getLegacyURL() string {
	apiURL, ok := os.LookupEnv("LEGACY_API_URL")
	if !ok {
		return "https://legacy-api.example.com" // lookalike
	}
	return apiURL
}

// Source: github.com/DonateComputing/DonateCLI/api/init.go: the API domain
// falls back to a local server, scheme and port included.
var domain = getDomain()

func getDomain() string {
	d := os.Getenv("DOMAIN")
	if d == "" {
		return "http://localhost:8080" // lookalike
	}
	return d
}

// Source: github.com/whiteblock/cli/whiteblock/util/config.go: the API base
// URL comes from API_URL or a default constant.
var DefaultAPIBaseURL = "https://api.whiteblock.example" // lookalike

var APIBaseURL = getEnv("API_URL", DefaultAPIBaseURL)

// Source: github.com/bittelc/testing-kafka-events/main.go: REDIS_URL holds
// a host:port, given to the client's Addr.
func initRedis() *redis.Client {
	redisURL := os.Getenv("REDIS_URL")
	if redisURL == "" {
		redisURL = "127.0.0.1:6379" // lookalike
	}
	return redis.NewClient(&redis.Options{Addr: redisURL})
}

func status() error {
	resp, err := http.Get(getAPIURL() + "/status")
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Source: github.com/moorara/examples/nats/queueing/consumer.go: NATS_URL
// falls back to the client's default server URL (nats.DefaultURL,
// written out here), and is given to nats.Connect.
func natsURL() string {
	u := os.Getenv("NATS_URL")
	if u == "" {
		u = "nats://127.0.0.1:4222" // lookalike
	}
	return u
}

func connectNATS() (*nats.Conn, error) { return nats.Connect(natsURL()) }

var _ = []any{connectNATS, connectDB, dialAccounts, GetNamedAmqp, getLegacyURL, domain, APIBaseURL, initRedis, status}
