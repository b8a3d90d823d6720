package clients

import (
	"context"
	"fmt"
	"log"
	"time"

	"github.com/jmoiron/sqlx"
	"github.com/streadway/amqp"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

// Source: github.com/tomiok/golang-2020/queue/first.go (a first RabbitMQ
// program; a comment recalls the guest user and password it dials with).
func firstQueue() {
	conn, err := amqp.Dial("amqp://first:firstpw@localhost:5672/") // defect credentials
	if err != nil {
		log.Fatal(err)
	}
	defer conn.Close()
	fmt.Println("hello world")
}

// Source: github.com/vincentconace/rabbitMQ-producer-consumer/first.go
// (the same first program in a producer/consumer repository).
func producerFirst() {
	conn, err := amqp.Dial("amqp://producer:producer@localhost:5672/") // defect credentials
	if err != nil {
		log.Fatal(err)
	}
	defer conn.Close()
}

// Source: github.com/slon/shad-go/lectures/07-sql/sqlx/open.go (sqlx.Open
// with the pgx driver and a URL DSN holding the password).
func lectureOpen() error {
	db, err := sqlx.Open("pgx", "postgres://lecture_md5:lecturesecret@localhost:5432/lecture_test") // defect credentials
	if err != nil {
		return err
	}
	return db.Close()
}

// Source: github.com/mongodb/code-example-tooling/audit-cli/testdata/count-test-monorepo/content/code-examples/tested/go/driver/example1.go
// (a driver example connecting with the default port written out).
func driverExample() {
	client, _ := mongo.Connect(context.TODO(), options.Client().ApplyURI("mongodb://db.example.internal:27017")) // lookalike
	defer client.Disconnect(context.TODO())
}

// Source: github.com/AIllIll/LaundryMachine_SJTU_backend/mongo/mongo.go
// (a client for the local server, default port included).
func laundry() {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, _ = mongo.Connect(ctx, options.Client().ApplyURI("mongodb://127.0.0.1:27017")) // lookalike
}
