module github.com/urilint/urilint

go 1.26.0

require (
	github.com/aymanbagabas/go-udiff v0.4.1
	github.com/golangci/plugin-module-register v0.1.2
	github.com/rogpeppe/go-internal v1.16.0
	golang.org/x/net v0.59.0
	golang.org/x/tools v0.51.1-0.20261014163302-24a65270771e
	honnef.co/go/tools v0.8.1
)

require (
	golang.org/x/mod v0.41.0 // indirect
	golang.org/x/sync v0.23.0 // indirect
	golang.org/x/sys v0.48.0 // indirect
	golang.org/x/text v0.42.0 // indirect
)
