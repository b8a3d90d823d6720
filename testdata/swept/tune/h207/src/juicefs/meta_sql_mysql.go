package juicefs

import (
	"fmt"
	"net/url"
	"strings"
)

// recoveryMysqlPwd escaping is not necessary for mysql password https://github.com/go-sql-driver/mysql#password
func recoveryMysqlPwd(addr string) string {
	colonIndex := strings.Index(addr, ":")
	atIndex := strings.LastIndex(addr, "@")
	if colonIndex != -1 && colonIndex < atIndex {
		pwd := addr[colonIndex+1 : atIndex]
		// Source: github.com/juicedata/juicefs/pkg/meta/sql_mysql.go:44 (escaper: the possibly percent-encoded password is spliced raw on purpose so that url.Parse decodes it; the URL is never sent)
		if parse, err := url.Parse("mysql://root:" + pwd + "@127.0.0.1"); err == nil { // lookalike
			if originPwd, ok := parse.User.Password(); ok {
				addr = fmt.Sprintf("%s:%s%s", addr[:colonIndex], originPwd, addr[atIndex:])
			}
		}
	}
	return addr
}
