module github.com/urilint/urilint

go 1.26.0

require (
	golang.org/x/tools v0.51.1-0.20261014163302-24a65270771e
	honnef.co/go/tools v0.8.1
)

require (
	golang.org/x/mod v0.41.0 // indirect
	golang.org/x/sync v0.23.0 // indirect
)
