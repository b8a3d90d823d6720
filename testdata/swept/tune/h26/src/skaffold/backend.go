package skaffold

import (
	"context"
	"log"
	"os"
	"time"

	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

func connectGuestbookDB(ctx context.Context) *mongo.Client {
	// GUESTBOOK_DB_ADDR environment variable is set in guestbook-backend.deployment.yaml.
	dbAddr := os.Getenv("GUESTBOOK_DB_ADDR")
	if dbAddr == "" {
		log.Fatal("GUESTBOOK_DB_ADDR environment variable not specified")
	}

	// Source: github.com/GoogleContainerTools/skaffold/examples/multiple-renderers/backend/src/main.go:44 (hostjoin: the environment gives a whole address, host:port, which the code puts after the scheme without joining a port itself)
	mongoURI := "mongodb://" + dbAddr // lookalike
	connCtx, cancel := context.WithTimeout(ctx, time.Second*30)
	defer cancel()
	dbConn, err := mongo.Connect(connCtx, options.Client().ApplyURI(mongoURI))
	if err != nil {
		log.Fatal(err)
	}
	return dbConn
}
