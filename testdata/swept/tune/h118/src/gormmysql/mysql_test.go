package gormmysql

import "testing"

func TestNew(t *testing.T) {
	// Source: gorm.io/driver/mysql/mysql_test.go:11 (credentials: a go-sql-driver MySQL DSN with user and password before a tcp address, a driver format that is no URI, so no URI userinfo holds the password)
	d := New(Config{DSN: "gorm:gorm@tcp(127.0.0.1:9910)/gorm?charset=utf8&parseTime=True&loc=Local"}) // lookalike
	if d.Config == nil {
		t.Fatal("dialector config is nil")
	}
}
