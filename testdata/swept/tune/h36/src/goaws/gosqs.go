package goaws

import (
	"net/http"
)

// CreateQueue creates the queue named in the request form.
func CreateQueue(w http.ResponseWriter, req *http.Request) {
	w.Header().Set("Content-Type", "application/xml")
	queueName := req.FormValue("QueueName")
	// Source: github.com/Admiral-Piett/goaws/app/gosqs/gosqs.go:121 (hostjoin: the configured host is joined to the port with a bare ':', so an IPv6 address there would need brackets.)
	queueURL := "http://" + CurrentEnvironment.Host + ":" + CurrentEnvironment.Port + // defect hostjoin
		"/" + CurrentEnvironment.AccountID + "/" + queueName
	if CurrentEnvironment.Region != "" {
		// Source: github.com/Admiral-Piett/goaws/app/gosqs/gosqs.go:124 (hostjoin: the host is a DNS name the code makes by putting the region label in front, which no IPv6 literal can be.)
		queueURL = "http://" + CurrentEnvironment.Region + "." + CurrentEnvironment.Host + ":" + // lookalike
			CurrentEnvironment.Port + "/" + CurrentEnvironment.AccountID + "/" + queueName
	}
	if _, ok := Queues[queueName]; !ok {
		Queues[queueName] = &Queue{Name: queueName, URL: queueURL}
	}
	w.Write([]byte("<QueueUrl>" + Queues[queueName].URL + "</QueueUrl>"))
}

// ListQueues writes the URL of every queue.
func ListQueues(w http.ResponseWriter, req *http.Request) {
	for _, q := range Queues {
		w.Write([]byte("<QueueUrl>" + q.URL + "</QueueUrl>"))
	}
}
