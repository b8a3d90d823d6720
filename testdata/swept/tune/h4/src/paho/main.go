// Package paho holds cases from github.com/eclipse/paho.mqtt.golang.
package paho

import (
	"flag"
	"fmt"
)

func brokerFlags() {
	// Source: github.com/eclipse/paho.mqtt.golang/cmd/sample/main.go:48 (flag usage text shows an example broker URI)
	broker := flag.String("broker", "tcp://mqtt.example.com:1883", "The broker URI. ex: tcp://10.0.0.7:1883") // lookalike
	// Source: github.com/eclipse/paho.mqtt.golang/cmd/httpproxy/main.go:62 (usage text split over a concatenation)
	server := flag.String("server", "tcp://127.0.0.1:1883", "The full URL of the MQTT server to "+
		"connect to ex: tcp://127.0.0.1:1883") // lookalike
	flag.Parse()
	fmt.Println(*broker, *server)
}
