package taos

import (
	"database/sql"
	"fmt"
	"log"

	"github.com/taosdata/driver-go/v3/ws/stmt"
)

func benchCompare() *sql.DB {
	// Source: github.com/taosdata/driver-go/bench/driver/compare.go:23 (credentials: a TDengine DSN in the MySQL style, user:password@http(host:port)/, no URI)
	restfulDB, err := sql.Open("taosRestful", "root:taosdata@http(127.0.0.1:6041)/?readBufferSize=52428800") // lookalike
	if err != nil {
		panic(err)
	}
	return restfulDB
}

func exampleGeometryStmt() {
	host := "127.0.0.1"
	taosDSN := fmt.Sprintf("root:taosdata@http(%s:6041)/", host)
	db, err := sql.Open("taosRestful", taosDSN)
	if err != nil {
		log.Fatalln("Failed to connect to " + taosDSN + "; ErrMessage: " + err.Error())
	}
	defer db.Close()

	// Source: github.com/taosdata/driver-go/examples/geometry/stmt/ws/main.go:34 (hostjoin: the host is the constant IPv4 address "127.0.0.1")
	config := stmt.NewConfig(fmt.Sprintf("ws://%s:6041", host), 0) // lookalike
	config.SetConnectUser("root")
}

func examplePlatform() {
	// Source: github.com/taosdata/driver-go/examples/platform/main.go:15 (credentials: a MySQL-style TDengine DSN with a masked token, no URI)
	db, err := sql.Open("taosRestful", "root:taosdata@http(192.168.1.163:8085)/?token=xxxxxx") // lookalike
	if err != nil {
		panic(err)
	}
	defer db.Close()
}
