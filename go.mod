module github.com/urilint/urilint

go 1.26.0

require golang.org/x/tools v0.51.1-0.20261014163302-24a65270771e

require (
	golang.org/x/mod v0.42.0 // indirect
	golang.org/x/sync v0.24.0 // indirect
)
