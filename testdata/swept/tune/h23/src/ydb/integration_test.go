package ydb

import (
	"context"
	"net/url"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	ydbsdk "github.com/ydb-platform/ydb-go-sdk/v3"
	"github.com/ydb-platform/ydb-go-sdk/v3/credentials"
)

func TestStaticCredentials(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second*10)
	defer cancel()

	var dsn string
	if v, has := os.LookupEnv("YDB_CONNECTION_STRING"); !has {
		t.Fatal("env YDB_CONNECTION_STRING required")
	} else {
		dsn = v
	}

	u, err := url.Parse(dsn)
	if err != nil {
		t.Fatal(err)
	}

	// Source: github.com/ydb-platform/ydb-go-sdk/v3/tests/integration/static_credentials_test.go:38 (credentials: a constant password given to url.UserPassword on the URL of the database named by the environment, the root login the test authenticates with, a working value, rule 1)
	u.User = url.UserPassword("root", "7319") // defect credentials

	staticCredentials := credentials.NewStaticCredentials(u.User.Username(), func() string {
		password, _ := u.User.Password()
		return password
	}(), u.Host)

	token, err := staticCredentials.Token(ctx)
	require.NoError(t, err)

	t.Logf("token: %s\n", token)

	db, err := ydbsdk.Open(ctx,
		os.Getenv("YDB_CONNECTION_STRING"),
		ydbsdk.WithCredentials(staticCredentials),
	)
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		// cleanup connection
		if e := db.Close(ctx); e != nil {
			t.Fatalf("close failed: %+v", e)
		}
	}()
}

func TestDriverStaticCredentials(t *testing.T) {
	ctx := context.Background()
	t.Run("UsingConnectionString", func(t *testing.T) {
		t.Run("HappyWay", func(t *testing.T) {
			u, err := url.Parse(os.Getenv("YDB_CONNECTION_STRING"))
			require.NoError(t, err)
			// Source: github.com/ydb-platform/ydb-go-sdk/v3/tests/integration/driver_test.go:194 (credentials: the password of the user the test created, in the connection string ydb.Open connects with and the test logs, a working value, rule 1)
			u.User = url.UserPassword("test", "password") // defect credentials
			t.Log(u.String())
			db, err := ydbsdk.Open(ctx, u.String())
			require.NoError(t, err)
			defer func() {
				_ = db.Close(ctx)
			}()
		})
		t.Run("WrongLogin", func(t *testing.T) {
			u, err := url.Parse(os.Getenv("YDB_CONNECTION_STRING"))
			require.NoError(t, err)
			// Source: github.com/ydb-platform/ydb-go-sdk/v3/tests/integration/driver_test.go:238 (credentials: a wrong login the test expects ydb.Open to reject, rules 2a and 2b)
			u.User = url.UserPassword("wrong_login", "password") // lookalike
			db, err := ydbsdk.Open(ctx, u.String())
			require.Error(t, err)
			require.Nil(t, db)
			require.True(t, credentials.IsAccessError(err))
		})
		t.Run("WrongPassword", func(t *testing.T) {
			u, err := url.Parse(os.Getenv("YDB_CONNECTION_STRING"))
			require.NoError(t, err)
			// Source: github.com/ydb-platform/ydb-go-sdk/v3/tests/integration/driver_test.go:247 (credentials: a wrong password the test expects ydb.Open to reject, rules 2a and 2b)
			u.User = url.UserPassword("test", "wrong_password") // lookalike
			db, err := ydbsdk.Open(ctx, u.String())
			require.Error(t, err)
			require.Nil(t, db)
			require.True(t, credentials.IsAccessError(err))
		})
	})
}
