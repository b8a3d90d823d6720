// Package hostname holds host names written where a URI with a scheme is
// needed, and the host:port addresses that dialers and brokers want.
package hostname

import (
	"encoding/json"
	"fmt"
	"log"
	"net/http"

	"github.com/go-redis/redis/v8"
	"github.com/hashicorp/consul/api"
	"github.com/minio/minio-go/v7"
	redis9 "github.com/redis/go-redis/v9"
	"google.golang.org/grpc"
	"gopkg.in/ldap.v2"
)

// Source: github.com/furrberg/chainctl/cmd/chainctl/main.go (a cobra
// command registers a user with http.Get on "localhost:8080/usernew";
// the transfer command of the same file writes "http://localhost:8080/").
func register(v any) error {
	resp, err := http.Get("localhost:8090/usernew") // defect sink
	if err != nil {
		return err
	}
	return json.NewDecoder(resp.Body).Decode(v)
}

// Source: github.com/cnhgscc/mirror/pkg/cregistry/clinet.go (the Consul
// API client takes host:port in Config.Address).
func consulClient() (*api.Client, error) {
	c := api.DefaultConfig()
	c.Address = "127.0.0.1:8501" // lookalike
	return api.NewClient(c)
}

// Source: github.com/lightTrace/seed-oil/client/util/consul.go (a LAN
// Consul agent as host:port).
func init() {
	config := api.DefaultConfig()
	config.Address = "192.168.10.5:8500" // lookalike
	if _, err := api.NewClient(config); err != nil {
		log.Fatal(err)
	}
}

// Source: github.com/xiazemin/k8s_learn/minio/go/exp1/main.go (minio.New
// wants an endpoint without scheme; the file notes the "too many colons"
// error it gave with http://).
func minioClient() (*minio.Client, error) {
	endpoint := "127.0.0.1:9002" // lookalike
	return minio.New(endpoint, &minio.Options{Secure: false})
}

// Source: github.com/smdnk/gs/go-redis/main/main.go (Options.Addr is
// host:port).
func redisLocal() *redis9.Client {
	return redis9.NewClient(&redis9.Options{
		Addr:     "localhost:6379", // lookalike
		Password: "",
		DB:       0,
	})
}

// Source: github.com/BFlameSwift/SlimeScholar-Go/TestRedis.go (a remote
// Redis: address and password in their own fields).
func redisRemote() *redis.Client {
	return redis.NewClient(&redis.Options{
		Addr:     "198.51.100.61:6379", // lookalike
		Password: "slime1921@",
		DB:       0,
	})
}

// Source: github.com/1ch0/FIN-01/pkg/db/redis/connect/standalone/main.go
// (a non-default Redis port as host:port).
func redisStandalone() *redis.Client {
	return redis.NewClient(&redis.Options{
		Password: "f1nPassw0rdStandalone",
		Addr:     "203.0.113.89:56379", // lookalike
		DB:       1,
	})
}

// Source: github.com/kingbob2015/gomessaging/client/client.go (a gRPC
// target in host:port form).
func grpcLocal() {
	cc, err := grpc.Dial("localhost:50051", grpc.WithInsecure()) // lookalike
	if err != nil {
		log.Fatalf("could not connect %v", err)
	}
	defer cc.Close()
}

// Source: github.com/nanobot10/sistemas-operativos-1/proyecto2/go-grpc-client/client.go
// (":port" dials the local host).
func grpcPortOnly() {
	conn, err := grpc.Dial(":50052", grpc.WithInsecure()) // lookalike
	if err != nil {
		log.Fatalf("could not connect: %s", err)
	}
	defer conn.Close()
}

// Source: github.com/rafiulhc/grpc-osmosis-interaction/greet/client/main.go
// (the target is a package variable).
var addr string = "localhost:50053" // lookalike

func greet() {
	conn, err := grpc.Dial(addr, grpc.WithInsecure())
	if err == nil {
		defer conn.Close()
	}
}

// Source: github.com/rgl/ldap-vagrant/examples/go/bind/example.go
// (ldap.Dial takes a network and host:port, built with Sprintf).
const (
	ldapHost = "ldap.example.com" // lookalike
	ldapPort = 389
)

func ldapBind() {
	l, err := ldap.Dial("tcp", fmt.Sprintf("%s:%d", ldapHost, ldapPort)) // lookalike
	if err != nil {
		log.Fatalf("Failed to connect %v", err)
	}
	defer l.Close()
}

// Source: github.com/SkySea-GaoMing/GoLearning/src/main/info/ino/RedisTest.go
// (a pooled client for the local Redis).
var rdb = redis.NewClient(&redis.Options{
	Addr: "127.0.0.1:6379", // lookalike
	DB:   0,
})

// Source: github.com/dranikpg/gtrs/main.go (host:port with no password).
func gtrs() {
	redis.NewClient(&redis.Options{
		Addr: "localhost:6380", // lookalike
	})
}

// Source: github.com/alexbrockson/redis-csv-upload/main.go (go-redis v9
// with host:port).
var csvClient = redis9.NewClient(&redis9.Options{
	Addr: "redis:6379", // lookalike
})

// Source: github.com/timothypattikawa/ms-amole-cart/cmd/main.go (a
// blocking gRPC dial of host:port).
func cartConn() {
	conn, err := grpc.Dial("localhost:50054", grpc.WithInsecure()) // lookalike
	if err != nil {
		log.Fatalf("Failed to connect: %v", err)
	}
	defer conn.Close()
}

// Source: github.com/guapo-organizations/go-micro-secret/consul/config.go
// (hostjoin: ip is a function parameter, with no caller or check limiting
// it, joined to the port with ':' into the Consul client's Config.Address;
// relabelled from look-alike: an address is an authority, which the
// check's definition names).
func createConfig(ip, port string) *api.Config {
	config := api.DefaultConfig()
	config.Address = fmt.Sprintf("%s:%s", ip, port) // defect hostjoin
	return config
}
