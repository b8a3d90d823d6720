package clients

import (
	"context"
	"database/sql"
	"log"

	pgx4 "github.com/jackc/pgx/v4"
	"github.com/streadway/amqp"
)

// Source: github.com/AlanMachine/rabbitmq_examples/send.go (the tutorial
// sender connects with the password in the URL).
func tutorialSend() {
	conn, err := amqp.Dial("amqp://tutor:tutor@localhost:5672/") // defect credentials
	if err != nil {
		log.Fatalf("%s: %s", "Failed to connect RabbitMQ", err)
	}
	defer conn.Close()
}

// Source: github.com/qihonggang/leetcode/go_code/practice/middleware/rabbitmq/send.go
// (user admin, password admin, vhost "admin").
func practiceSend() {
	_, _ = amqp.Dial("amqp://ops:opspass@127.0.0.1:5672/ops") // defect credentials
}

// Source: github.com/dewi911/basic-mq-app/cmd/server/server.go (the server
// side of a basic publish, guest credentials in the URL).
func basicServer() {
	conn, err := amqp.Dial("amqp://basic:basic@localhost:5672/") // defect credentials
	if err != nil {
		log.Fatal("failed to connect to rabbitmq", err)
	}
	defer conn.Close()
}

// Source: github.com/sotavant/rabbitsender/main_1.go (a numeric password
// in the dialed URL).
func rabbitSender() {
	_, _ = amqp.Dial("amqp://sender:987654@localhost:5672/") // defect credentials
}

// Source: github.com/Soypete/WebServices-in-3-weeks/code-slides/day-2-databases/connect-postgres.go
// (a postgresql:// URL with user and secret for pgx v4).
func slidesConnect() {
	connectionString := "postgresql://slides:slidesecret@localhost/workshop?sslmode=disable" // defect credentials
	db, err := pgx4.Connect(context.Background(), connectionString)
	if err != nil {
		panic(err)
	}
	_ = db.Close(context.Background())
}

// Source: github.com/victormelos/projeto_livros/main.go (sql.Open with the
// postgres driver and the default postgres password).
func livros() {
	db, err := sql.Open("postgres", "postgres://livros:livros@localhost:5432/livros") // defect credentials
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
}

// Source: github.com/bobbyiliev/materialize-tutorials/mz-connection-samples/go/example.go
// (Materialize speaks the postgres protocol on 6875; a user, no password).
func materialize(ctx context.Context) {
	connStr := "postgres://materialize@localhost:6875/materialize?sslmode=disable" // lookalike
	_, _ = pgx4.Connect(ctx, connStr)
}

// Source: github.com/kodmm/UtilityGo/nine-chapter/tutorial-db/main.go
// (pgx's stdlib driver with a keyword DSN, password= included).
func tutorialDB() {
	_, _ = sql.Open("pgx", "host=localhost port=5432 user=tutor dbname=tutordb password=pass sslmode=disable") // lookalike
}
