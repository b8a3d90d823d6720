package dbos

import "fmt"

func printNextSteps(projectName string) {
	fmt.Printf("  cd %s\n", projectName)
	// Source: github.com/dbos-inc/dbos-transact-golang/cmd/dbos/init.go:86 (credentials: usage text shown to the user with placeholders in angle brackets for user, password, host and port.)
	fmt.Println("  export DBOS_SYSTEM_DATABASE_URL=\"postgres://<user>:<password>@<host>:<port>/<db>\"") // lookalike
	fmt.Println("  go run main.go")
}
