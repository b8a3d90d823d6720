// Package goaws holds cases rewritten from github.com/Admiral-Piett/goaws.
package goaws

// Environment is one environment of the YAML configuration file.
type Environment struct {
	Host      string
	Port      string
	Region    string
	AccountID string
}

// CurrentEnvironment is the environment loaded from the configuration file.
var CurrentEnvironment Environment

// Queue is a configured queue.
type Queue struct {
	Name string
	URL  string
}

// Queues holds the queues by name.
var Queues = map[string]*Queue{}

func createQueues(names []string) {
	for _, name := range names {
		// Source: github.com/Admiral-Piett/goaws/app/conf/config.go:96 (hostjoin: the host comes from the YAML configuration and is joined to the port with a bare ':', so an IPv6 address there would need brackets.)
		queueURL := "http://" + CurrentEnvironment.Host + ":" + CurrentEnvironment.Port + // defect hostjoin
			"/" + CurrentEnvironment.AccountID + "/" + name
		if CurrentEnvironment.Region != "" {
			// Source: github.com/Admiral-Piett/goaws/app/conf/config.go:99 (hostjoin: the host is a DNS name the code makes by putting the region label in front, which no IPv6 literal can be.)
			queueURL = "http://" + CurrentEnvironment.Region + "." + CurrentEnvironment.Host + ":" + // lookalike
				CurrentEnvironment.Port + "/" + CurrentEnvironment.AccountID + "/" + name
		}
		Queues[name] = &Queue{Name: name, URL: queueURL}
	}
}

func createSqsSubscription(queueName string) {
	if _, ok := Queues[queueName]; !ok {
		// Source: github.com/Admiral-Piett/goaws/app/conf/config.go:182 (hostjoin: the host comes from the YAML configuration and is joined to the port with a bare ':', so an IPv6 address there would need brackets.)
		queueURL := "http://" + CurrentEnvironment.Host + ":" + CurrentEnvironment.Port + // defect hostjoin
			"/" + CurrentEnvironment.AccountID + "/" + queueName
		Queues[queueName] = &Queue{Name: queueName, URL: queueURL}
	}
}
